import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/sites";

type Website = { name: string; subdomain: string | null };
/** Each website once, at a different width (the row is a carousel at 390 px and a grid at 1280 px). */
const RUNS: { website: Website; width: number }[] = [
  { website: { name: "retail", subdomain: null }, width: 390 },
  { website: { name: "wholesale", subdomain: "wholesale" }, width: 1280 },
];
const LIMIT = 20;

type Listed = { product_id: number; product_name: string; slug: string };

const urlOf = (baseURL: string | undefined, website: Website, path: string) =>
  website.subdomain ? siteUrl(baseURL, website.subdomain, path) : new URL(path, baseURL).toString();

/** Products of the website by name, from the public API as the browser calls it. */
async function productsOf(page: Page, baseURL: string | undefined, website: Website, count: number): Promise<Listed[]> {
  const origin = new URL(urlOf(baseURL, website, "/")).origin;
  const response = await page.request.get(`/s/api/products?sort=name&perPage=${count}`, { headers: { "x-store-origin": origin } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Listed[] };
  expect(data).toHaveLength(count);
  return data;
}

const row = (page: Page) => page.getByRole("region", { name: "Recently viewed", exact: true });
const namesInRow = (page: Page) => row(page).getByRole("heading", { level: 3 });

/** The row's names once the shopper has scrolled to the page's end (the row is asked for only then). */
async function namesAtPageEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return namesInRow(page);
}

const storedHistory = (page: Page) => page.evaluate(() => localStorage.getItem(`recently-viewed:${location.host}`));

/** Puts a history there as earlier visits would have left it (most recent first), and loads the page again. */
async function storeHistory(page: Page, products: Listed[]) {
  await page.evaluate((ids) => localStorage.setItem(`recently-viewed:${location.host}`, JSON.stringify(ids)), products.map((product) => product.product_id));
  await page.reload();
}

/** Opens the product's page and waits until the browser has noted the view (after hydration). */
async function view(page: Page, baseURL: string | undefined, website: Website, product: Listed) {
  await page.goto(urlOf(baseURL, website, `/products/${product.slug}`));
  await expect(page.getByRole("heading", { level: 1, name: product.product_name })).toBeVisible();
  await expect.poll(async () => JSON.parse((await storedHistory(page)) ?? "[]")[0]).toBe(product.product_id);
}

for (const { website, width } of RUNS) {
  test.describe(`${website.name} website at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    // Each test loads several full pages (on two websites) and waits for them to hydrate.
    test.slow();

    test("viewed products show most recent first, on the product page without the one viewed and on the home page", async ({ page, baseURL }) => {
      const [first, second, third] = await productsOf(page, baseURL, website, 3);
      await view(page, baseURL, website, first);
      await expect(row(page)).toHaveCount(0);
      await view(page, baseURL, website, second);
      await view(page, baseURL, website, third);
      // The product page shows the others, not the one being viewed.
      await expect(await namesAtPageEnd(page)).toHaveText([second.product_name, first.product_name]);

      await page.goto(urlOf(baseURL, website, "/"));
      await expect(await namesAtPageEnd(page)).toHaveText([third.product_name, second.product_name, first.product_name]);
      await expect(row(page).getByText(/₹/).first()).toBeVisible();
    });

    test("one can be removed, a view again comes first, and Clear all empties the row", async ({ page, baseURL }) => {
      const [first, second, third] = await productsOf(page, baseURL, website, 3);
      await page.goto(urlOf(baseURL, website, "/"));
      await storeHistory(page, [third, second, first]);
      await expect(await namesAtPageEnd(page)).toHaveText([third.product_name, second.product_name, first.product_name]);

      await row(page).getByRole("button", { name: `Remove ${second.product_name} from recently viewed` }).click();
      await expect(await namesAtPageEnd(page)).toHaveText([third.product_name, first.product_name]);
      await page.reload();
      await expect(await namesAtPageEnd(page)).toHaveText([third.product_name, first.product_name]);

      // Viewing one again brings it to the front, once.
      await view(page, baseURL, website, first);
      await page.goto(urlOf(baseURL, website, "/"));
      await expect(await namesAtPageEnd(page)).toHaveText([first.product_name, third.product_name]);

      await row(page).getByRole("button", { name: "Clear all recently viewed products" }).click();
      await expect(row(page)).toHaveCount(0);
      expect(await storedHistory(page)).toBe("[]");
    });

    test("the other website keeps its own history", async ({ page, baseURL }) => {
      const other = RUNS.map((run) => run.website).find((candidate) => candidate !== website)!;
      const [mine] = await productsOf(page, baseURL, website, 1);
      const [theirs] = await productsOf(page, baseURL, other, 1);
      await view(page, baseURL, website, mine);
      await view(page, baseURL, other, theirs);

      // Its home lists only what was viewed there, nothing from this website.
      await page.goto(urlOf(baseURL, other, "/"));
      await expect(await namesAtPageEnd(page)).toHaveText([theirs.product_name]);
    });

    test(`at most ${LIMIT} are kept, the oldest dropping off`, async ({ page, baseURL }) => {
      const products = await productsOf(page, baseURL, website, LIMIT + 1);
      const [newest, ...older] = products;
      await page.goto(urlOf(baseURL, website, "/"));
      await storeHistory(page, older);
      await expect(await namesAtPageEnd(page)).toHaveCount(LIMIT);

      await view(page, baseURL, website, newest);
      await page.goto(urlOf(baseURL, website, "/"));
      await expect(await namesAtPageEnd(page)).toHaveText([newest, ...older.slice(0, LIMIT - 1)].map((product) => product.product_name));
    });

    test("a stored value it did not write counts as no history", async ({ page, baseURL }) => {
      const [product] = await productsOf(page, baseURL, website, 1);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(urlOf(baseURL, website, "/"));
      await page.evaluate(() => localStorage.setItem(`recently-viewed:${location.host}`, '{"not":"a list"}'));

      await view(page, baseURL, website, product);
      await page.goto(urlOf(baseURL, website, "/"));
      await expect(await namesAtPageEnd(page)).toHaveText([product.product_name]);
      expect(errors).toEqual([]);
    });
  });
}
