import { brandPalette, brandStyle, contrastRatio } from "./brand-palette";

describe("brandPalette", () => {
  it.each([
    ["#c2410c", "light"],
    ["#0f766e", "light"],
    ["#fde047", "light"],
    ["#0f766e", "dark"],
    ["#1e3a8a", "dark"],
    ["#fde047", "dark"],
  ] as const)("keeps %s readable on the %s page and under its button text", (hex, theme) => {
    const { brand, contrast } = brandPalette(hex, theme);
    for (const surface of theme === "dark" ? ["#0c0a09", "#1c1917", "#292524"] : ["#ffffff", "#f5f5f4"]) {
      expect(contrastRatio(brand, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(brand, contrast)).toBeGreaterThanOrEqual(4.5);
  });

  it("leaves a colour that already reads well unchanged", () => {
    expect(brandPalette("#0F766E", "light")).toMatchObject({ brand: "#0f766e", contrast: "#ffffff" });
  });

  it("lightens a dark colour on a dark page and puts dark text on it", () => {
    const { brand, contrast } = brandPalette("#0f766e", "dark");
    expect(brand).not.toBe("#0f766e");
    expect(contrast).toBe("#0c0a09");
  });

  it("gives no variables for a missing or malformed colour", () => {
    expect(brandStyle(null, "light")).toEqual({});
    expect(brandStyle("teal", "light")).toEqual({});
    expect(brandStyle("#0f766e; color: red", "light")).toEqual({});
    expect(brandStyle("#0f766e", "light")).toEqual({ "--brand": "#0f766e", "--brand-strong": expect.stringMatching(/^#[0-9a-f]{6}$/), "--brand-contrast": "#ffffff" });
  });
});
