/** @jest-environment jsdom */
import type { SiteMenus } from "@/lib/site/menus";

type Page = { menus: typeof import("./site-menus"); testing: typeof import("@testing-library/react/pure") };

const MENUS: SiteMenus = { navs: [{ name: "Shop", href: "/categories", children: [{ name: "Rice", href: "/products?c=rice" }] }], categories: [{ name: "Rice", slug: "rice" }] };

/** A fetch whose answers the test gives one by one. */
function heldFetch() {
  const pending: ((response: Response) => void)[] = [];
  const urls: string[] = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
    urls.push(String(url));
    return new Promise<Response>((resolve) => pending.push(resolve));
  }) as typeof fetch;
  const answer = async (response: Partial<Response>) => pending.shift()!(response as Response);
  return { urls, ok: () => answer({ ok: true, status: 200, json: async () => MENUS }), fail: () => answer({ ok: false, status: 503 }) };
}

/** The module keeps the menus for the page's life: each test starts from a fresh page (React included). */
async function freshPage(): Promise<Page> {
  let page: Page | undefined;
  await jest.isolateModulesAsync(async () => {
    page = { menus: await import("./site-menus"), testing: await import("@testing-library/react/pure") };
  });
  return page!;
}

it("fetches the menus once for every caller", async () => {
  const server = heldFetch();
  const { loadSiteMenus } = (await freshPage()).menus;
  const first = loadSiteMenus();
  const second = loadSiteMenus();
  await server.ok();
  expect(await first).toEqual(MENUS);
  expect(await second).toEqual(MENUS);
  expect(server.urls).toEqual(["/menus.json"]);
  expect(await loadSiteMenus()).toEqual(MENUS);
  expect(server.urls).toHaveLength(1);
});

it("forgets a failed fetch, so the next caller tries again", async () => {
  const server = heldFetch();
  const { loadSiteMenus } = (await freshPage()).menus;
  const failed = loadSiteMenus();
  await server.fail();
  expect(await failed).toBeNull();
  const retried = loadSiteMenus();
  await server.ok();
  expect(await retried).toEqual(MENUS);
  expect(server.urls).toEqual(["/menus.json", "/menus.json"]);
});

it("asks for nothing until someone loads them, then shows them in every reader", async () => {
  const server = heldFetch();
  const { menus: { useSiteMenus, loadSiteMenus }, testing: { act, render, screen } } = await freshPage();
  function Reader() {
    const menus = useSiteMenus();
    return <output>{menus ? menus.navs.map((link) => link.name).join(", ") : "not yet"}</output>;
  }
  render(<Reader />);
  expect(screen.getByRole("status")).toHaveTextContent("not yet");
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(server.urls).toEqual([]);
  void loadSiteMenus();
  await act(server.ok);
  expect(server.urls).toEqual(["/menus.json"]);
  expect(screen.getByRole("status")).toHaveTextContent("Shop");
});

it("asks for the menus in the page's language, at that language's own address", async () => {
  const server = heldFetch();
  document.documentElement.dataset.languagePrefix = "/hi";
  try {
    const { loadSiteMenus } = (await freshPage()).menus;
    const loaded = loadSiteMenus();
    await server.ok();
    expect(await loaded).toEqual(MENUS);
    expect(server.urls).toEqual(["/hi/menus.json"]);
  } finally {
    delete document.documentElement.dataset.languagePrefix;
  }
});
