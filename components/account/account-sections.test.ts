import { englishTexts, textsIn } from "@/testing/with-messages";
import { accountSections, isCurrentSection } from "./account-sections";

const english = englishTexts("Account");

describe("account sections", () => {
  it("lists the customer's screens and adds the sales dashboard for agents only", () => {
    expect(accountSections({ isSalesAgent: false }, english).map((section) => section.label)).toEqual(["Dashboard", "Orders", "Addresses", "Profile", "Wishlist", "Back in stock alerts"]);
    expect(accountSections({ isSalesAgent: true }, english).at(-1)).toEqual({ label: "Sales dashboard", href: "/account/dashboard" });
  });

  it("names the sections in the page's language", () => {
    expect(accountSections({ isSalesAgent: false }, textsIn("kn", "Account")).map((section) => section.label)).toContain("ವಿಳಾಸಗಳು");
  });

  it("marks /account only on itself and the others on their children too", () => {
    expect(isCurrentSection("/account", "/account")).toBe(true);
    expect(isCurrentSection("/account", "/account/orders")).toBe(false);
    expect(isCurrentSection("/account/orders", "/account/orders/12")).toBe(true);
    expect(isCurrentSection("/account/orders", "/account/ordersx")).toBe(false);
  });

  it("takes another area's home the same way", () => {
    expect(isCurrentSection("/bos/admin", "/bos/admin/products", "/bos/admin")).toBe(false);
    expect(isCurrentSection("/bos/admin/products", "/bos/admin/products/7", "/bos/admin")).toBe(true);
  });
});
