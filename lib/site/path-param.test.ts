import { decodePathParam } from "./path-param";

describe("decodePathParam", () => {
  it("decodes an encoded segment", () => {
    expect(decodePathParam("masala%20chai")).toBe("masala chai");
  });

  it("keeps a segment with a literal percent sign as it is instead of throwing", () => {
    expect(decodePathParam("%ZZ")).toBe("%ZZ");
    expect(decodePathParam("100%")).toBe("100%");
    expect(decodePathParam("%c0")).toBe("%c0");
  });
});
