import { parsePincode } from "./pincodes";

describe("parsePincode", () => {
  it("keeps six digits, trimmed", () => {
    expect(parsePincode(" 560001 ")).toEqual({ ok: true, pincode: "560001" });
  });

  it.each(["056001", "56001", "5600011", "56000a", ""])("names %j an invalid pincode", (raw) => {
    expect(parsePincode(raw)).toEqual({ ok: false, reason: "invalidPincode" });
  });
});
