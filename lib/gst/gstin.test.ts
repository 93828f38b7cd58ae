import { gstinCheckCharacter, isValidGstin } from "./gstin";
import { gstStateOf } from "./states";

describe("GSTIN", () => {
  it("accepts real-format GSTINs with the right check character, in any case", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29aagcr4375j1zu")).toBe(true);
  });

  it("refuses a wrong check character, a bad shape or an unknown state code", () => {
    expect(isValidGstin("27AAPFU0939F1ZA")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("27AAPF10939F1ZV")).toBe(false);
    const unknownState = `99AAPFU0939F1Z`;
    expect(isValidGstin(unknownState + gstinCheckCharacter(unknownState))).toBe(false);
  });
});

describe("GST state of an address", () => {
  it("reads names as people type them", () => {
    expect(gstStateOf("Karnataka")).toEqual({ code: "29", name: "Karnataka" });
    expect(gstStateOf(" tamil nadu ")?.code).toBe("33");
    expect(gstStateOf("Jammu & Kashmir")?.code).toBe("01");
    expect(gstStateOf("Orissa")?.code).toBe("21");
    expect(gstStateOf("Atlantis")).toBeNull();
  });
});
