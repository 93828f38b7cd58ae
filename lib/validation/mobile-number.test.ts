import { mobileNumberValidator, normaliseMobileNumber } from "./mobile-number";

describe("a mobile number as people write it", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["91-98765-43210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["(+91) 98765.43210", "9876543210"],
    ["  9876543210 ", "9876543210"],
  ])("%p → %p", (written, digits) => expect(normaliseMobileNumber(written)).toBe(digits));

  it.each(["12345", "+91 12345 67890", "+44 98765 43210", "98765 4321x", "9876543210 1"])("%p is left for the pattern to refuse", (written) =>
    expect(normaliseMobileNumber(written)).toBe(written.trim()),
  );

  it("the form says what is missing or wrong", () => {
    const check = mobileNumberValidator("Mobile number");
    expect(check("")).toBe("Mobile number is required");
    expect(check("+91 98765 43210")).toBe(true);
    expect(check("12345")).toBe("Enter a 10-digit mobile number starting with 6, 7, 8 or 9");
  });
});
