import { accountMenuLinks } from "./account-links";

type Flags = { hasAdminAccess: boolean; superadmin: boolean; canOpenConsole: boolean };
const customer: Flags = { hasAdminAccess: false, superadmin: false, canOpenConsole: false };
const labels = (user: Flags) => accountMenuLinks(user).map((link) => link.label);

describe("accountMenuLinks", () => {
  it("gives customers Account, Orders and Addresses", () => {
    expect(labels(customer)).toEqual(["Account", "Orders", "Addresses"]);
  });
  it("adds the admin tools, each in a new tab, Administration where the console opens on this website", () => {
    const links = accountMenuLinks({ hasAdminAccess: true, superadmin: false, canOpenConsole: true });
    expect(links.map((link) => link.label)).toEqual(["Account", "Orders", "Addresses", "Administration", "Website Settings", "POS"]);
    expect(links.filter((link) => link.newTab).map((link) => link.href)).toEqual(["/bos/admin", "/page-builder", "/pos"]);
  });
  it("leaves Administration out for an admin-access user who is not on this website's staff", () => {
    expect(labels({ hasAdminAccess: true, superadmin: false, canOpenConsole: false })).not.toContain("Administration");
  });
  it("adds Switch Website for superadmins", () => {
    expect(labels({ hasAdminAccess: true, superadmin: true, canOpenConsole: true })).toContain("Switch Website");
    expect(accountMenuLinks({ ...customer, superadmin: true }).at(-1)).toEqual({ label: "Switch Website", href: "/auth/bos/choose" });
  });
});
