import { gtinCheckDigit, isValidGtin } from "./gtin";

describe("GTIN", () => {
  it.each([
    ["8901030865275", "an Indian EAN-13"],
    ["4006381333931", "a German EAN-13"],
    ["036000291452", "a UPC-A"],
    ["96385074", "a GTIN-8"],
    ["10614141000415", "a GTIN-14"],
  ])("accepts %s (%s)", (code) => {
    expect(isValidGtin(code)).toBe(true);
  });

  it.each([
    ["8901030865278", "a wrong check digit"],
    ["890103086527", "12 digits whose check digit is wrong"],
    ["12345", "too short"],
    ["123456789012345", "too long"],
    ["89010308652a5", "a letter"],
    [" 8901030865275", "a space"],
    ["", "nothing"],
  ])("refuses %p (%s)", (code) => {
    expect(isValidGtin(code)).toBe(false);
  });

  it("computes the check digit that completes a number", () => {
    expect(gtinCheckDigit("890103086527")).toBe(5);
    expect(gtinCheckDigit("03600029145")).toBe(2);
  });
});
