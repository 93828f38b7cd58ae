import type { User } from "@/lib/api/schemas";

export type AccountSection = { label: string; href: string };

/** The account area's side navigation; agents also get their sales dashboard. */
export function accountSections(user: Pick<User, "isSalesAgent">): AccountSection[] {
  const sections: AccountSection[] = [
    { label: "Dashboard", href: "/account" },
    { label: "Orders", href: "/account/orders" },
    { label: "Addresses", href: "/account/addresses" },
    { label: "Profile", href: "/account/details" },
    { label: "Wishlist", href: "/account/wishlist" },
    { label: "Back in stock alerts", href: "/account/stock-alerts" },
  ];
  if (user.isSalesAgent) sections.push({ label: "Sales dashboard", href: "/account/dashboard" });
  return sections;
}

/** The section a path belongs to: the area's home (/account) only for itself, the others for their children too. */
export function isCurrentSection(href: string, pathname: string, home = "/account"): boolean {
  if (href === home) return pathname === home;
  return pathname === href || pathname.startsWith(`${href}/`);
}
