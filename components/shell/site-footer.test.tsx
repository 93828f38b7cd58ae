/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { renderInEnglish } from "@/testing/with-messages";
import type { NavigationItem, SiteData } from "@/lib/api/schemas";
import { footerContent } from "./footer-content";
import { SiteFooter } from "./site-footer";

function item(name: string, group: number, extra: Partial<NavigationItem> = {}, children: NavigationItem[] = []): NavigationItem {
  return { name, group, icon: "", show_icon: 0, link: "", value: "", image: "", children, ...extra };
}

const footers = [
  item("Company", 2, {}, [item("About Us", 0, { value: "/about-us" })]),
  item("Shop", 1, { show_icon: 1, icon: "icons/basket.svg" }, [
    item("Offers", 0, { value: "/products?sort=price_asc" }),
    item("Instagram", 0, { link: "https://instagram.com/annapurna", show_icon: 1, icon: "instagram" }),
  ]),
];

function site(overrides: { logo?: string; footerName?: string; address?: SiteData["webAddress"] } = {}): SiteData {
  return {
    web: { name: "Annapurna Store", logo: overrides.logo ?? "logos/annapurna.svg", description: "Groceries from farm gates." },
    navSetting: { footer_name: overrides.footerName ?? "", show_logo: 1, logo_settings: { image_width: 168, image_height: 48 } },
    webAddress:
      overrides.address === undefined
        ? { address: "12 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560001", phone: "+91 80 4000 1234", email: "hello@annapurna.in" }
        : overrides.address,
    footers,
  } as unknown as SiteData;
}

describe("footerContent", () => {
  it("orders the groups by group and carries an icon only where one is shown", () => {
    const content = footerContent(site(), 2026);
    expect(content.groups.map((group) => group.name)).toEqual(["Shop", "Company"]);
    expect(content.groups[0].icon).toEqual({ image: expect.stringContaining("icons/basket.svg") });
    expect(content.groups[0].links).toEqual([
      { name: "Offers", href: "/products?sort=price_asc" },
      { name: "Instagram", href: "https://instagram.com/annapurna", icon: { name: "instagram" } },
    ]);
    expect("icon" in content.groups[1]).toBe(false);
    expect(content.copyright).toBe("© 2026 Annapurna Store");
    expect(content.contact).toEqual({ address: "12 MG Road, Bengaluru, Karnataka 560001", phone: "+91 80 4000 1234", email: "hello@annapurna.in" });
  });

  it("shows footer_name under the logo image, and as the title when there is no logo", () => {
    expect(footerContent(site({ footerName: "Annapurna Foods" }))).toMatchObject({ title: "Annapurna Foods", subtitle: "Annapurna Foods" });
    expect(footerContent(site({ logo: "", footerName: "Annapurna Foods" }))).toMatchObject({ title: "Annapurna Foods", subtitle: null, logo: null });
  });
});

describe("SiteFooter", () => {
  it("renders the logo, contact links, the link groups and the copyright line", () => {
    renderInEnglish(<SiteFooter content={footerContent(site(), 2026)} />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("img", { name: "Annapurna Store" })).toBeTruthy();
    expect(within(footer).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Shop", "Company"]);
    expect(within(footer).getByRole("link", { name: "+91 80 4000 1234" }).getAttribute("href")).toBe("tel:+918040001234");
    expect(within(footer).getByRole("link", { name: "hello@annapurna.in" }).getAttribute("href")).toBe("mailto:hello@annapurna.in");
    expect(within(footer).getByRole("link", { name: "About Us" }).getAttribute("href")).toBe("/about-us");
    const instagram = within(footer).getByRole("link", { name: "Instagram" });
    expect(instagram.getAttribute("target")).toBe("_blank");
    expect(instagram.querySelector(".icon-instagram")).not.toBeNull();
    expect(within(footer).getByText("© 2026 Annapurna Store")).toBeTruthy();
  });

  it("has no address block when the website has no address", () => {
    const { container } = renderInEnglish(<SiteFooter content={footerContent(site({ address: null }), 2026)} />);
    expect(container.querySelector("address")).toBeNull();
  });
});
