import { isPrivatePath } from "./private-paths";

describe("isPrivatePath", () => {
  it("keeps Website Settings and its draft preview out of every shared cache", () => {
    for (const path of ["/page-builder", "/page-builder/pages/3", "/page-builder/website", "/page-builder-preview/3", "/bos/admin"]) expect(isPrivatePath(path)).toBe(true);
  });

  it("leaves public pages public, a look-alike prefix included", () => {
    for (const path of ["/", "/about-us", "/page-builders", "/products"]) expect(isPrivatePath(path)).toBe(false);
  });
});
