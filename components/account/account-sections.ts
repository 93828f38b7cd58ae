import type { User } from "@/lib/api/schemas";
import type { Texts } from "@/lib/i18n/texts";

export type AccountSection = { label: string; href: string };

/** The account area's side navigation, in the page's words (the Account messages); agents also get their sales dashboard. */
export function accountSections(user: Pick<User, "isSalesAgent">, t: Texts): AccountSection[] {
  const sections: AccountSection[] = [
    { label: t("sectionDashboard"), href: "/account" },
    { label: t("sectionOrders"), href: "/account/orders" },
    { label: t("sectionAddresses"), href: "/account/addresses" },
    { label: t("sectionProfile"), href: "/account/details" },
    { label: t("sectionWishlist"), href: "/account/wishlist" },
    { label: t("sectionStockAlerts"), href: "/account/stock-alerts" },
  ];
  if (user.isSalesAgent) sections.push({ label: t("sectionSalesDashboard"), href: "/account/dashboard" });
  return sections;
}

/** The section a path belongs to: the area's home (/account) only for itself, the others for their children too. */
export function isCurrentSection(href: string, pathname: string, home = "/account"): boolean {
  if (href === home) return pathname === home;
  return pathname === href || pathname.startsWith(`${href}/`);
}
