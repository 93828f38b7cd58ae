import { isPrivatePath } from "./private-paths";

it("keeps the website settings private (rendered per request, never stored), and only them", () => {
  expect(isPrivatePath("/page-builder")).toBe(true);
  expect(isPrivatePath("/page-builder/website/navigation")).toBe(true);
  expect(isPrivatePath("/page-builders")).toBe(false);
  expect(isPrivatePath("/products")).toBe(false);
});
