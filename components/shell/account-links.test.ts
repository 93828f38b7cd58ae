import { accountMenuLinks } from "./account-links";

const CUSTOMER = { hasAdminAccess: false, superadmin: false, isSalesAgent: false, canOpenConsole: false };
const labels = (roles: Partial<typeof CUSTOMER>) => accountMenuLinks({ ...CUSTOMER, ...roles }).map((link) => link.label);

describe("accountMenuLinks", () => {
  it("gives customers Account, Orders and Addresses", () => {
    expect(labels({})).toEqual(["Account", "Orders", "Addresses"]);
  });
  it("adds the sales dashboard for sales agents", () => {
    expect(accountMenuLinks({ ...CUSTOMER, isSalesAgent: true })).toContainEqual({ label: "Sales dashboard", href: "/account/dashboard" });
    expect(labels({ isSalesAgent: true })).toEqual(["Account", "Orders", "Addresses", "Sales dashboard"]);
  });
  it("adds the admin tools, each in a new tab, Administration where the console opens on this website", () => {
    const links = accountMenuLinks({ ...CUSTOMER, hasAdminAccess: true, canOpenConsole: true });
    expect(links.map((link) => link.label)).toEqual(["Account", "Orders", "Addresses", "Administration", "Website Settings", "POS"]);
    expect(links.filter((link) => link.newTab).map((link) => link.href)).toEqual(["/bos/admin", "/page-builder", "/pos"]);
  });
  it("leaves Administration out for an admin-access user who is not on this website's staff", () => {
    expect(labels({ hasAdminAccess: true })).not.toContain("Administration");
  });
  it("adds Switch Website for superadmins", () => {
    expect(labels({ hasAdminAccess: true, superadmin: true, canOpenConsole: true })).toContain("Switch Website");
    expect(accountMenuLinks({ ...CUSTOMER, superadmin: true }).at(-1)).toEqual({ label: "Switch Website", href: "/auth/bos/choose" });
  });
});
