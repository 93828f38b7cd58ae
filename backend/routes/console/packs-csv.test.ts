import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { consoleTestContext, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { CHOOSE_CSV_MESSAGE } from "@/backend/schemas/console/pack-import";
import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";
import { postForm, signedInCookie } from "@/backend/test/shopper";
import { PACK_CSV_PATH, packImportReportSchema } from "@/lib/api/schemas/console/pack-import";
import { auditListSchema } from "@/lib/api/schemas/console/audit";

withTestDatabase();
const context = consoleTestContext();

const exported = async (cookie?: string) => {
  const answer = await call(PACK_CSV_PATH, { cookie: cookie ?? context.admin });
  expect(answer.status).toBe(200);
  return parse(answer.text) as string[][];
};

async function importCsv(rows: string[][], dryRun: boolean, cookie?: string) {
  const form = new FormData();
  form.append("file", new File([stringify(rows)], "packs.csv", { type: "text/csv" }));
  form.append("dryRun", String(dryRun));
  const answer = await postForm(PACK_CSV_PATH, form, cookie ?? context.admin);
  return { status: answer.status, report: packImportReportSchema.parse(answer.json) };
}

/** The file with one cell of the pack on the given data row changed (row 0 is the header). */
function edited(rows: string[][], row: number, column: string, value: string) {
  const copy = rows.map((cells) => [...cells]);
  copy[row][rows[0].indexOf(column)] = value;
  return copy;
}

const packState = (id: number) =>
  context.db
    .selectFrom("packs")
    .leftJoin("pack_stock", (join) => join.onRef("pack_stock.pack_id", "=", "packs.id").onRef("pack_stock.warehouse_id", "=", "packs.warehouse_id"))
    .select(["packs.price", "packs.act_price", "packs.gtin", "packs.active", "pack_stock.quantity"])
    .where("packs.id", "=", id)
    .executeTakeFirstOrThrow();

const importAudits = async () => auditListSchema.parse((await call("/api/console/audit?action=import&perPage=50", { cookie: context.admin })).json).data;

describe("packs CSV", () => {
  it("exports every pack of the website with rupee prices and a stock column per warehouse, and imports it back as no change", async () => {
    const rows = await exported();
    const [header] = rows;
    expect(header.slice(0, 8)).toEqual(["sku", "product", "slug", "label", "mrp", "price", "gtin", "active"]);
    expect(header.slice(8).every((name) => name.startsWith("stock: "))).toBe(true);
    const packCount = await context.db
      .selectFrom("packs")
      .innerJoin("products", "products.id", "packs.product_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("products.website_id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(rows.length - 1).toBe(Number(packCount.n));
    const first = await context.db.selectFrom("packs").select(["price", "act_price"]).where("id", "=", Number(rows[1][0])).executeTakeFirstOrThrow();
    expect(rows[1][5]).toBe((first.price / 100).toFixed(2));

    const auditsBefore = (await importAudits()).length;
    const { status, report } = await importCsv(rows, false);
    expect(status).toBe(200);
    expect(report).toMatchObject({ imported: false, packs_changed: 0, changes: [], errors: [] });
    expect(await importAudits()).toHaveLength(auditsBefore);
  });

  it("leaves a leading ' on a text cell a spreadsheet would run as a formula", async () => {
    const product = await context.db.selectFrom("products").select(["id", "name"]).where("website_id", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    await context.db.updateTable("products").set({ name: "=HYPERLINK(\"http://evil\")" }).where("id", "=", product.id).execute();
    try {
      const rows = await exported();
      expect(rows.find((cells) => cells[1].includes("HYPERLINK"))?.[1]).toBe("'=HYPERLINK(\"http://evil\")");
    } finally {
      await context.db.updateTable("products").set({ name: product.name }).where("id", "=", product.id).execute();
    }
  });

  it("dry run lists each change and writes nothing; the import writes them in one audit entry", async () => {
    const rows = await exported();
    const stockColumn = rows[0][8];
    const [a, b] = [Number(rows[1][0]), Number(rows[2][0])];
    const newPrice = (Number(rows[1][4]) - 1).toFixed(2);
    const file = edited(edited(rows, 1, "price", newPrice), 2, stockColumn, "37");
    const before = [await packState(a), await packState(b)];

    const dry = await importCsv(file, true);
    expect(dry.status).toBe(200);
    expect(dry.report.errors).toEqual([]);
    expect(dry.report.changes.map(({ line, pack_id, field, after }) => ({ line, pack_id, field, after }))).toEqual([
      { line: 2, pack_id: a, field: "price", after: newPrice },
      { line: 3, pack_id: b, field: stockColumn, after: "37" },
    ]);
    expect([await packState(a), await packState(b)]).toEqual(before);

    const real = await importCsv(file, false);
    expect(real.report).toMatchObject({ imported: true, packs_changed: 2, errors: [] });
    expect((await packState(a)).price).toBe(Math.round(Number(newPrice) * 100));
    const shelf = await context.db
      .selectFrom("pack_stock")
      .innerJoin("warehouses", "warehouses.id", "pack_stock.warehouse_id")
      .select("pack_stock.quantity")
      .where("pack_id", "=", b)
      .where("warehouses.name", "=", stockColumn.slice("stock: ".length))
      .executeTakeFirstOrThrow();
    expect(shelf.quantity).toBe(37);
    const [entry] = await importAudits();
    expect(entry.summary).toBe(`CSV import: 2 packs changed (price ×1, ${stockColumn} ×1)`);
  });

  it("imports nothing when any line is refused, and reports each refused line with its reason", async () => {
    const rows = await exported();
    const stockColumn = rows[0][8];
    const mrp = rows[1][4];
    const file = [
      ...edited(edited(rows, 1, "price", (Number(mrp) + 10).toFixed(2)), 3, stockColumn, "-4").slice(0, 5),
      ["999999", "", "", "", "", "", "", ""],
    ];
    const goodChange = edited(file, 2, "price", "1.00");
    const firstBefore = await packState(Number(rows[2][0]));
    const auditsBefore = (await importAudits()).length;
    const withBadGtin = edited(edited(goodChange, 4, "gtin", "8901234567891"), 4, "mrp", "12,5");

    const { status, report } = await importCsv(withBadGtin, false);
    expect(status).toBe(422);
    expect(report.imported).toBe(false);
    expect(report.errors).toEqual([
      { line: 2, message: "The price cannot be above the MRP" },
      { line: 4, message: `${stockColumn}: Stock cannot go below zero` },
      { line: 5, message: 'Malformed number in mrp: "12,5"' },
      { line: 5, message: "A GTIN is 8, 12, 13 or 14 digits ending in a valid GS1 check digit" },
      { line: 6, message: 'Unknown SKU "999999": no pack of this website has it' },
    ]);
    expect(report.message).toBe("5 problems in the file; nothing was imported");
    expect(await packState(Number(rows[2][0]))).toEqual(firstBefore);
    expect(await importAudits()).toHaveLength(auditsBefore);
  });

  it("refuses a column naming no warehouse of the website, and a non-integer or malformed stock", async () => {
    const rows = await exported();
    const stockColumn = rows[0][8];
    const unknownColumn = rows.map((cells, index) => [...cells, index === 0 ? "stock: Nowhere" : "1"]);
    expect((await importCsv(unknownColumn, true)).report.errors).toEqual([
      { line: 1, message: 'Unknown warehouse column "stock: Nowhere": this website has no warehouse named "Nowhere"' },
    ]);
    const badStock = edited(edited(rows, 1, stockColumn, "2.5"), 2, stockColumn, "lots");
    expect((await importCsv(badStock, true)).report.errors).toEqual([
      { line: 2, message: `${stockColumn}: Enter a whole number of units` },
      { line: 3, message: `Malformed number in ${stockColumn}: "lots"` },
    ]);
  });

  it("treats another website's pack as unknown", async () => {
    const wholesalePack = await context.db
      .selectFrom("packs")
      .innerJoin("products", "products.id", "packs.product_id")
      .select(["packs.id", "packs.price"])
      .where("products.website_id", "=", 2)
      .executeTakeFirstOrThrow();
    const header = (await exported())[0];
    const rows = [header, [String(wholesalePack.id), "", "", "", "", "1.00", "", ""]];
    expect((await importCsv(rows, false)).report.errors).toEqual([{ line: 2, message: `Unknown SKU "${wholesalePack.id}": no pack of this website has it` }]);
    expect((await packState(wholesalePack.id)).price).toBe(wholesalePack.price);
    expect((await exported()).some((cells) => cells[0] === String(wholesalePack.id))).toBe(false);
  });

  it("answers 403 to an administrator of another website", async () => {
    const otherAdmin = await wholesaleOnlyAdminCookie();
    expect((await call(PACK_CSV_PATH, { cookie: otherAdmin })).status).toBe(403);
    const form = new FormData();
    form.append("file", new File(["sku,price\n1,1.00\n"], "packs.csv"));
    expect((await postForm(PACK_CSV_PATH, form, otherAdmin)).status).toBe(403);
  });

  it("answers a guest 401 and a customer 403, importing nothing", async () => {
    const customer = (await signedInCookie("9876543210")).cookie;
    expect((await call(PACK_CSV_PATH)).status).toBe(401);
    expect((await call(PACK_CSV_PATH, { cookie: customer })).status).toBe(403);
    const form = new FormData();
    form.append("file", new File(["sku,price\n1,1.00\n"], "packs.csv"));
    form.append("dryRun", "false");
    expect((await postForm(PACK_CSV_PATH, form)).status).toBe(401);
    expect((await postForm(PACK_CSV_PATH, form, customer)).status).toBe(403);
  });

  it("asks for a file when none is sent", async () => {
    const form = new FormData();
    form.append("dryRun", "true");
    const answer = await postForm(PACK_CSV_PATH, form, context.admin);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain(CHOOSE_CSV_MESSAGE);
  });

  it("refuses a file over the size limit before reading it", async () => {
    const form = new FormData();
    form.append("file", new File(["x".repeat(6 * 1024 * 1024)], "packs.csv"));
    const answer = await postForm(PACK_CSV_PATH, form, context.admin);
    expect(answer.status).toBe(413);
  });
});
