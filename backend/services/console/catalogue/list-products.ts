import { sql, type Kysely } from "kysely";
import { containsText } from "@/backend/db/contains-text";
import type { Database } from "@/backend/db/schema";
import { LOW_STOCK_AT, type StockStatus } from "@/lib/api/schemas/stock";
import type { CONSOLE_PRODUCT_SORTS } from "@/lib/api/schemas/console/products";
import { CONSOLE_PRODUCT_COLUMNS, consoleProductsOf, packsOfProducts } from "./product-rows";

export interface ConsoleProductFilters {
  q?: string;
  category?: number;
  brand?: number;
  supplier?: number;
  active?: "1" | "0";
  /** Products with at least one pack in this state at the warehouse that sells it. */
  stock?: StockStatus;
  sort: (typeof CONSOLE_PRODUCT_SORTS)[number];
  page: number;
  perPage: number;
}

const SORT_COLUMNS = { name: "products.name", updated: "products.updated_at" } as const;

/** A page of the website's products (active or not) with their packs, filtered and sorted on the database. */
export async function listConsoleProducts(db: Kysely<Database>, websiteId: number, filters: ConsoleProductFilters) {
  let query = consoleProductsOf(db, websiteId);
  if (filters.q) {
    const text = filters.q;
    query = query.where((eb) => eb.or([containsText("products.name", text), containsText("products.slug", text)]));
  }
  if (filters.category) {
    const category = filters.category;
    query = query.where((eb) =>
      eb.or([eb("products.category_id", "=", category), eb("products.category_id", "in", eb.selectFrom("categories as children").select("children.id").where("children.parent_id", "=", category))]),
    );
  }
  if (filters.brand) query = query.where("products.brand_id", "=", filters.brand);
  if (filters.supplier) query = query.where("products.supplier_id", "=", filters.supplier);
  if (filters.active) query = query.where("products.active", "=", Number(filters.active));
  if (filters.stock) {
    const status = filters.stock;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("packs as p")
          .leftJoin("pack_stock as s", (join) => join.onRef("s.pack_id", "=", "p.id").onRef("s.warehouse_id", "=", "p.warehouse_id"))
          .select("p.id")
          .whereRef("p.product_id", "=", "products.id")
          .where(
            sql<number>`coalesce(s.quantity, 0)`,
            status === "out_of_stock" ? "<=" : ">",
            status === "in_stock" ? LOW_STOCK_AT : 0,
          )
          .$if(status === "low_stock", (sub) => sub.where(sql<number>`coalesce(s.quantity, 0)`, "<=", LOW_STOCK_AT)),
      ),
    );
  }

  const descending = filters.sort.startsWith("-");
  const column = SORT_COLUMNS[filters.sort.replace("-", "") as keyof typeof SORT_COLUMNS];
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    query
      .select(CONSOLE_PRODUCT_COLUMNS)
      .orderBy(column, descending ? "desc" : "asc")
      .orderBy("products.id", descending ? "desc" : "asc")
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute(),
  ]);
  const packs = await packsOfProducts(db, rows.map((row) => row.id));
  return {
    data: rows.map((row) => ({ ...row, active: row.active === 1, packs: packs.get(row.id) ?? [] })),
    meta: { total: Number(total), page: filters.page, perPage: filters.perPage },
  };
}
