export { Form } from "./form";
export { FormSubmitError } from "./form-submit-error";
export { SubmitButton } from "./submit-button";
export { FormField } from "./form-field";
export { EmailField } from "./email-field";
