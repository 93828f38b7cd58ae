import type { ComponentType } from "react";
import type { FieldType } from "@/lib/validation";
import { BooleanField } from "./boolean-field";
import { CheckboxField } from "./checkbox-field";
import { ComboboxField } from "./combobox-field";
import { CustomField } from "./custom-field";
import { DatePickerField } from "./datepicker-field";
import { FileField } from "./file-field";
import { RadioField } from "./radio-field";
import { SearchField } from "./search-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";
import { TextareaField } from "./textarea-field";

/** The component that renders each field type. */
export const fieldRegistry = {
  text: TextField,
  email: TextField,
  number: TextField,
  tel: TextField,
  password: TextField,
  search: SearchField,
  textarea: TextareaField,
  boolean: BooleanField,
  checkbox: CheckboxField,
  select: SelectField,
  combobox: ComboboxField,
  radio: RadioField,
  datepicker: DatePickerField,
  file: FileField,
  custom: CustomField,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has its own props; FormFieldProps keeps callers typed.
} as const satisfies Record<FieldType, ComponentType<any>>;
