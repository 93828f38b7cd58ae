import { navSettingsSchema, popupSchema, websiteSchema } from "./website";
import { userSchema } from "./user";

describe("nav settings", () => {
  it("gives every default for an empty object", () => {
    const settings = navSettingsSchema.parse({});
    expect(settings.logo_settings).toEqual({ image_height: 56, image_width: 56 });
    expect(settings.search_setting).toEqual({ width: 100 });
    expect(settings.navbar_height).toBe(56);
    expect(settings.sub_navbar_height).toBe(40);
  });

  it.each([["undefined"], [""], [null], [undefined], ["{not json"]])("reads logo_settings %p as an empty object", (value) => {
    expect(navSettingsSchema.parse({ logo_settings: value }).logo_settings).toEqual({ image_height: 56, image_width: 56 });
  });

  it("parses logo_settings JSON text", () => {
    const parsed = navSettingsSchema.parse({
      logo_settings: '{"image_size":"contain","image_height":40,"image_width":"120"}',
      search_setting: '{"width":60}',
      navbar_height: "64",
    });
    expect(parsed.logo_settings).toEqual({ image_size: "contain", image_height: 40, image_width: 120 });
    expect(parsed.search_setting.width).toBe(60);
    expect(parsed.navbar_height).toBe(64);
  });

  it.each([
    [1, true],
    [0, false],
    ["1", true],
    ["0", false],
    [false, false],
    [true, true],
  ])("reads the show flag %p as %p", (value, expected) => {
    expect(navSettingsSchema.parse({ show_cart_icon: value }).show_cart_icon).toBe(expected);
  });
});

it("defaults popup duration to 5 and once to false", () => {
  expect(popupSchema.parse({ image: "popup.svg" })).toMatchObject({ duration: 5, once: false, link: "" });
});

it("defaults the website theme to light and font to Inter", () => {
  expect(websiteSchema.parse({ id: 1, name: "Store" })).toMatchObject({ theme: "light", font_family: "Inter" });
});

it("defaults the user flags to false", () => {
  expect(userSchema.parse({ name: "Asha", phone: "9876543210" })).toMatchObject({
    superadmin: false,
    hasAdminAccess: false,
    isSalesAgent: false,
    canOpenConsole: false,
  });
});
