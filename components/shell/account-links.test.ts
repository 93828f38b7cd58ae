import { accountMenuLinks } from "./account-links";

const labels = (user: { hasAdminAccess: boolean; superadmin: boolean }) => accountMenuLinks(user).map((link) => link.label);

describe("accountMenuLinks", () => {
  it("gives customers Account, Orders and Addresses", () => {
    expect(labels({ hasAdminAccess: false, superadmin: false })).toEqual(["Account", "Orders", "Addresses"]);
  });
  it("adds the admin tools, each in a new tab", () => {
    const links = accountMenuLinks({ hasAdminAccess: true, superadmin: false });
    expect(links.map((link) => link.label)).toEqual(["Account", "Orders", "Addresses", "Administration", "Website Settings", "POS"]);
    expect(links.filter((link) => link.newTab).map((link) => link.href)).toEqual(["/bos/admin", "/page-builder", "/pos"]);
  });
  it("adds Switch Website for superadmins", () => {
    expect(labels({ hasAdminAccess: true, superadmin: true })).toContain("Switch Website");
    expect(accountMenuLinks({ hasAdminAccess: false, superadmin: true }).at(-1)).toEqual({ label: "Switch Website", href: "/auth/bos/choose" });
  });
});
