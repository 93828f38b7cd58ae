import { validateField } from "./rules";
import { storedEmailSchema } from "./schemas";
import { storedEmailField } from "./stored-email";

const message = "Email is not a valid email address";

describe("stored email", () => {
  it.each([
    ["asha@example.com", null],
    ["asha.rao+orders@mail.example.co.in", null],
    ["", null],
    [".asha@x.com", message],
    ["asha.@x.com", message],
    ["asha..rao@x.com", message],
    ["asha@", message],
    ["asha@x.c", message],
  ])("the form reads %j as %j", (value, expected) => {
    expect(validateField(storedEmailField(), value)).toBe(expected);
  });

  it("names the field in the message and asks for a value when required", () => {
    expect(validateField(storedEmailField("Work email", true), "")).toBe("Work email is required");
    expect(validateField(storedEmailField("Work email"), "asha.@x.com")).toBe("Work email is not a valid email address");
  });

  it("the API answers as the form does, after trimming", () => {
    expect(storedEmailSchema().parse("  asha@example.com ")).toBe("asha@example.com");
    expect(storedEmailSchema().parse("")).toBe("");
    for (const value of [".asha@x.com", "asha.@x.com", "nope"]) {
      expect(storedEmailSchema().safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
  });
});
