import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { seriousViolations } from "./support/axe";
import { DEMO_USERS, signIn } from "./support/sign-in";

test.use({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });

const csvFile = (rows: string[][]) => ({ name: "packs.csv", mimeType: "text/csv", buffer: Buffer.from(stringify(rows)) });
/** ₹1,234.50 as the storefront writes a price. */
const shownPrice = (rupees: number) => `₹${rupees.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("the administrator exports the packs, changes 3 prices and 1 stock in the file, checks it, imports it and the storefront shows it; a bad file imports nothing", async ({ page, browser, baseURL }) => {
  await signIn(page, DEMO_USERS.admin.phone);
  await page.goto("/bos/admin/products");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const rows = parse(await readFile((await (await downloading).path())!)) as string[][];
  const [header] = rows;
  const column = (name: string) => header.indexOf(name);
  const stockColumn = header.find((name) => name.startsWith("stock: "))!;

  // The first pack of three products (the one their page shows first), each 1 paisa cheaper.
  const firstPacks = rows.slice(1).filter((row, index, data) => row[column("active")] === "yes" && (index === 0 || data[index - 1][column("slug")] !== row[column("slug")]));
  const cheaper = firstPacks.slice(0, 3).map((row) => ({ row, price: Number(row[column("price")]) - 0.01 }));
  const restocked = firstPacks[3];
  const edited = rows.map((row) => {
    const change = cheaper.find((candidate) => candidate.row === row);
    const copy = [...row];
    if (change) copy[column("price")] = change.price.toFixed(2);
    if (row === restocked) copy[column(stockColumn)] = String(Number(row[column(stockColumn)]) + 7);
    return copy;
  });

  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import packs from CSV" })).toBeVisible();
  await page.getByLabel(/^CSV file/).setInputFiles(csvFile(edited));
  await page.getByRole("button", { name: "Check the file" }).click();
  const changes = page.getByRole("table", { name: /^Changes/ });
  await expect(changes.getByRole("row")).toHaveCount(5);
  for (const { row, price } of cheaper) {
    await expect(changes.getByRole("row", { name: new RegExp(`sku ${row[column("sku")]}\\b.*price ${row[column("price")]} ${price.toFixed(2)}`) })).toBeVisible();
  }
  await expect(changes.getByRole("row", { name: new RegExp(`sku ${restocked[column("sku")]}\\b.*${stockColumn}`) })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Import 4 changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changed 4 packs" })).toBeVisible();

  const guest = await browser.newPage({ baseURL });
  await guest.goto(`/products/${cheaper[0].row[column("slug")]}`);
  await expect(guest.getByText(shownPrice(cheaper[0].price)).first()).toBeVisible();
  await guest.close();

  // Three bad lines: a price above the MRP, an unknown SKU and a negative stock. None of the file is imported.
  const bad = rows.map((row) => [...row]);
  bad[1][column("price")] = (Number(bad[1][column("mrp")]) + 5).toFixed(2);
  bad[2][column("sku")] = "99999999";
  bad[3][column(stockColumn)] = "-3";
  bad[4][column("price")] = "1.00";
  await page.getByLabel(/^CSV file/).setInputFiles(csvFile(bad));
  await page.getByRole("button", { name: "Check the file" }).click();
  const problems = page.getByRole("table", { name: /^Problems/ });
  await expect(problems.getByRole("row")).toHaveCount(4);
  await expect(problems.getByRole("row", { name: "2 The price cannot be above the MRP" })).toBeVisible();
  await expect(problems.getByRole("row", { name: '3 Unknown SKU "99999999": no pack of this website has it' })).toBeVisible();
  await expect(problems.getByRole("row", { name: `4 ${stockColumn}: Stock cannot go below zero` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /3 problems in the file; nothing was imported/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
