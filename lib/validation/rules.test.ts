import { patterns } from "./patterns";
import { isEmptyValue, validateField, type FieldDefinition, type FieldType } from "./rules";

describe("isEmptyValue", () => {
  it.each<[unknown, FieldType | undefined]>([
    [undefined, "text"],
    [null, "text"],
    ["", "text"],
    ["   ", "textarea"],
    ["\t\n", undefined],
    [[], "select"],
    [false, "checkbox"],
    [false, "boolean"],
    ["00000000", "datepicker"],
    [Number.NaN, "number"],
  ])("%j is empty for type %s", (value, type) => {
    expect(isEmptyValue(value, type)).toBe(true);
  });

  it.each<[unknown, FieldType | undefined]>([
    [0, "number"],
    ["0", "number"],
    ["a", "text"],
    [" a ", "text"],
    [["x"], "select"],
    [true, "checkbox"],
    [true, "boolean"],
    [false, "radio"],
    ["20240315", "datepicker"],
    ["00000000", "text"],
    [{}, "custom"],
  ])("%j is filled for type %s", (value, type) => {
    expect(isEmptyValue(value, type)).toBe(false);
  });
});

describe("validateField rules", () => {
  it.each<[string, FieldDefinition, unknown, string | null]>([
    ["required text, empty", { label: "Name", required: true }, "", "Name is required"],
    ["required text, whitespace", { label: "Name", required: true }, "  ", "Name is required"],
    ["required text, undefined", { label: "Name", required: true }, undefined, "Name is required"],
    ["required text, null", { label: "Name", required: true }, null, "Name is required"],
    ["required, no label", { required: true }, "", "This field is required"],
    ["required, empty label", { label: "", required: true }, "", "This field is required"],
    ["required text, filled", { label: "Name", required: true }, "Asha", null],
    ["required number, 0", { label: "Quantity", required: true, type: "number" }, 0, null],
    ["required number, NaN", { label: "Quantity", required: true, type: "number" }, Number.NaN, "Quantity is required"],
    ["required select, empty array", { label: "Sizes", required: true, type: "select" }, [], "Sizes is required"],
    ["required checkbox, false", { label: "Terms", required: true, type: "checkbox" }, false, "Terms is required"],
    ["required checkbox, true", { label: "Terms", required: true, type: "checkbox" }, true, null],
    ["required switch, false", { label: "Newsletter", required: true, type: "boolean" }, false, "Newsletter is required"],
    ["required date, 00000000", { label: "Birthday", required: true, type: "datepicker" }, "00000000", "Birthday is required"],
    ["required date, set", { label: "Birthday", required: true, type: "datepicker" }, "19900101", null],
    ["optional, empty", { label: "Name" }, "", null],
    ["optional date, 00000000", { label: "Birthday", type: "datepicker" }, "00000000", null],
    ["optional checkbox, false", { label: "Terms", type: "checkbox" }, false, null],
    ["email, valid", { label: "Email", type: "email" }, "name@example.com", null],
    ["email, invalid", { label: "Email", type: "email" }, "name@", "Email is not a valid email address"],
    ["email, invalid, no label", { type: "email" }, "nope", "This field is not a valid email address"],
    ["email rule only for email type", { label: "Note", type: "text" }, "nope", null],
    ["pattern, valid", { label: "Mobile", pattern: patterns.phone.regex }, "9876543210", null],
    ["pattern, invalid, default message", { label: "Mobile", pattern: patterns.phone.regex }, "12345", "Mobile is not in valid format"],
    ["pattern, invalid, custom message", { label: "Mobile", pattern: patterns.phone.regex, patternMessage: patterns.phone.message }, "12345", patterns.phone.message],
    ["pattern as string", { label: "Code", pattern: "^[A-Z]{3}$" }, "abc", "Code is not in valid format"],
    ["pattern as string, valid", { label: "Code", pattern: "^[A-Z]{3}$" }, "ABC", null],
    ["pattern against a number value", { label: "PIN", type: "number", pattern: patterns.pincode.regex }, 110001, null],
    ["validator message", { label: "Name", validator: () => "Pick another name" }, "x", "Pick another name"],
    ["validator true", { label: "Name", validator: () => true }, "x", null],
  ])("%s", (_title, field, value, expected) => {
    expect(validateField(field, value)).toBe(expected);
  });

  it("passes the value to the validator", () => {
    const validator = jest.fn((value: unknown) => (value === "ok" ? true : "Not ok"));
    expect(validateField({ validator }, "ok")).toBeNull();
    expect(validateField({ validator }, "no")).toBe("Not ok");
    expect(validator).toHaveBeenCalledWith("ok");
  });

  it("gives the same answer every time for a global RegExp", () => {
    const field: FieldDefinition = { pattern: /^\d+$/g };
    expect([validateField(field, "12"), validateField(field, "12"), validateField(field, "12")]).toEqual([null, null, null]);
  });
});

describe("validateField order of checks", () => {
  const failing = () => "Custom says no";
  const passing = () => true as const;

  it.each<[string, FieldDefinition, unknown, string | null]>([
    ["readonly beats required on an empty value", { label: "Name", readonly: true, required: true }, "", null],
    ["readonly beats a failing validator", { label: "Name", readonly: true, validator: failing }, "x", null],
    ["readonly beats email", { label: "Email", readonly: true, type: "email" }, "nope", null],
    ["readonly beats pattern", { label: "PIN", readonly: true, pattern: patterns.pincode.regex }, "0", null],
    ["validator beats required", { label: "Name", required: true, validator: passing }, "", null],
    ["failing validator beats a valid value", { label: "Name", required: true, validator: failing }, "Asha", "Custom says no"],
    ["validator beats email", { label: "Email", type: "email", validator: passing }, "nope", null],
    ["validator beats pattern", { label: "PIN", pattern: patterns.pincode.regex, validator: passing }, "0", null],
    ["non-required empty skips email", { label: "Email", type: "email" }, "", null],
    ["non-required empty skips pattern", { label: "PIN", pattern: patterns.pincode.regex }, "", null],
    ["non-required invalid email still fails", { label: "Email", type: "email" }, "nope", "Email is not a valid email address"],
    ["required beats email", { label: "Email", type: "email", required: true }, "", "Email is required"],
    ["required beats pattern", { label: "PIN", required: true, pattern: patterns.pincode.regex, patternMessage: "Bad PIN" }, " ", "PIN is required"],
    ["email beats pattern", { label: "Email", type: "email", pattern: /^x/, patternMessage: "Must start with x" }, "nope", "Email is not a valid email address"],
    ["pattern runs after a valid email", { label: "Email", type: "email", pattern: /^x/, patternMessage: "Must start with x" }, "name@example.com", "Must start with x"],
  ])("%s", (_title, field, value, expected) => {
    expect(validateField(field, value)).toBe(expected);
  });
});
