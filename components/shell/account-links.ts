import type { User } from "@/lib/api/schemas";

export type AccountLink = { label: string; href: string; newTab?: boolean };

/** The account menu's links for a signed-in user, in order; the menu ends with its Logout button. */
export function accountMenuLinks(user: Pick<User, "hasAdminAccess" | "superadmin" | "isSalesAgent" | "canOpenConsole">): AccountLink[] {
  const links: AccountLink[] = [
    { label: "Account", href: "/account" },
    { label: "Orders", href: "/account/orders" },
    { label: "Addresses", href: "/account/addresses" },
  ];
  if (user.isSalesAgent) links.push({ label: "Sales dashboard", href: "/account/dashboard" });
  // Administration where the console opens for this user on this website, not from the global flag.
  if (user.canOpenConsole) links.push({ label: "Administration", href: "/bos/admin", newTab: true });
  if (user.hasAdminAccess) {
    links.push(
      { label: "Website Settings", href: "/page-builder", newTab: true },
      { label: "POS", href: "/pos", newTab: true },
    );
  }
  if (user.superadmin) links.push({ label: "Switch Website", href: "/auth/bos/choose" });
  return links;
}

