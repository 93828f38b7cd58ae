import { websiteMenuBodySchema, websiteMenuSavedSchema, websiteMenusSchema, type MenuName } from "@/lib/api/schemas/console/website-menus";
import { websitePoliciesBodySchema, websitePoliciesSavedSchema, websitePoliciesSchema } from "@/lib/api/schemas/console/website-policies";
import { websitePopupBodySchema, websitePopupSavedSchema, websitePopupSchema } from "@/lib/api/schemas/console/website-popup";
import { websiteLookBodySchema, websiteLookSavedSchema, websiteLookSchema } from "@/lib/api/schemas/console/website-look";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const websiteLookWireSchema = websiteLookSchema.clone().openapi("ConsoleWebsiteLook");
export const websiteLookSavedWireSchema = websiteLookSavedSchema.clone().openapi("ConsoleWebsiteLookSaved");
export const websiteLookBodyWireSchema = websiteLookBodySchema.clone().openapi("ConsoleWebsiteLookBody", {
  example: {
    name: "Annapurna Store",
    brand_color: "#0f766e",
    font_family: "Inter",
    header_template: 1,
    navbar_template: 1,
    show_logo: true,
    show_pincode: true,
    show_search_bar: true,
    show_account: true,
    show_login: true,
    show_register: false,
    show_cart_icon: true,
  },
});

export const websitePoliciesWireSchema = websitePoliciesSchema.clone().openapi("ConsoleWebsitePolicies");
export const websitePoliciesSavedWireSchema = websitePoliciesSavedSchema.clone().openapi("ConsoleWebsitePoliciesSaved");
export const websitePoliciesBodyWireSchema = websitePoliciesBodySchema.clone().openapi("ConsoleWebsitePoliciesBody", {
  example: {
    return_policy: { days: 7, method: "by_mail", fees: "free" },
    legal_name: "Annapurna Foods Private Limited",
    gstin: "29AAACA1234A1Z5",
    address: "12, 4th Cross, Indiranagar",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560038",
  },
});

export const websiteMenusWireSchema = websiteMenusSchema.clone().openapi("ConsoleWebsiteMenus");
export const websiteMenuSavedWireSchema = websiteMenuSavedSchema.clone().openapi("ConsoleWebsiteMenuSaved");
export const websiteMenuBodyWireSchema = (menu: MenuName) =>
  websiteMenuBodySchema(menu)
    .clone()
    .openapi(menu === "navigation" ? "ConsoleWebsiteNavigationBody" : "ConsoleWebsiteFooterBody", {
      example: {
        items:
          menu === "navigation"
            ? [
                { name: "Home", link: "/", icon: null, children: [] },
                { name: "Offers", link: "/products?on_offer=1", icon: null, children: [] },
              ]
            : [{ name: "Follow Us", link: "", icon: null, children: [{ name: "Instagram", link: "https://www.instagram.com/", icon: "instagram", children: [] }] }],
      },
    });

export const websitePopupWireSchema = websitePopupSchema.clone().openapi("ConsoleWebsitePopup");
export const websitePopupSavedWireSchema = websitePopupSavedSchema.clone().openapi("ConsoleWebsitePopupSaved");
export const websitePopupBodyWireSchema = websitePopupBodySchema.clone().openapi("ConsoleWebsitePopupBody", {
  example: { link: "/products?sort=price_asc", starts_at: "2026-12-01 09:00", ends_at: "2026-12-08 23:59", show_on: "paths", paths: ["/", "/products"], duration: 5, once: true, enabled: true },
});
