import { dropTables, withId, type StoreMigration } from "./types";

/**
 * GST registration per website (legal name, GSTIN; the registered address is the website's address),
 * HSN code and rate per product, copied onto each order line when it is placed, the buyer's GSTIN, the
 * running series of tax invoices and credit notes per website and financial year, the documents
 * issued, gateway refunds, and the WhatsApp number of the help links. Websites and products that
 * already exist are left unregistered and unclassified (no GSTIN, no HSN code, rate 0) for the
 * operator to fill in: only the operator knows them.
 */
export const gstInvoicesMigration: StoreMigration = {
  name: "015-gst-invoices",
  async up(db, dialect) {
    await db.schema.alterTable("websites").addColumn("legal_name", "text").execute();
    await db.schema.alterTable("websites").addColumn("gstin", "text").execute();
    await db.schema.alterTable("websites").addColumn("accepts_business_gstin", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("web_addresses").addColumn("whatsapp", "text").execute();
    await db.schema.alterTable("products").addColumn("hsn_code", "text").execute();
    await db.schema.alterTable("products").addColumn("gst_rate", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("users").addColumn("gstin", "text").execute();
    await db.schema.alterTable("order_items").addColumn("hsn_code", "text").execute();
    await db.schema.alterTable("order_items").addColumn("gst_rate", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("orders").addColumn("buyer_gstin", "text").execute();
    await db.schema.alterTable("orders").addColumn("cancel_reason", "text").execute();

    await db.schema
      .createTable("document_counters")
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("series", "text", (c) => c.notNull())
      .addColumn("financial_year", "text", (c) => c.notNull())
      .addColumn("last_sequence", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("document_counters_pk", ["website_id", "series", "financial_year"])
      .execute();

    await withId(db.schema.createTable("tax_documents"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("number", "text", (c) => c.notNull())
      .addColumn("financial_year", "text", (c) => c.notNull())
      .addColumn("sequence", "integer", (c) => c.notNull())
      .addColumn("issued_at", "text", (c) => c.notNull())
      .addUniqueConstraint("tax_documents_website_number", ["website_id", "number"])
      .addUniqueConstraint("tax_documents_order_kind", ["order_id", "kind"])
      .execute();

    await withId(db.schema.createTable("refunds"), dialect)
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("payment_id", "integer", (c) => c.notNull().references("payments.id").onDelete("cascade"))
      .addColumn("gateway", "text", (c) => c.notNull())
      .addColumn("refund_ref", "text", (c) => c.notNull().unique())
      .addColumn("gateway_refund_id", "text")
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("refunds_order", ["order_id"])
      .execute();
    await db.schema.createIndex("refunds_gateway_refund").on("refunds").columns(["gateway", "gateway_refund_id"]).execute();
  },
  async down(db) {
    await dropTables(db, ["refunds", "tax_documents", "document_counters"]);
    for (const [table, column] of [
      ["orders", "cancel_reason"],
      ["orders", "buyer_gstin"],
      ["order_items", "gst_rate"],
      ["order_items", "hsn_code"],
      ["users", "gstin"],
      ["products", "gst_rate"],
      ["products", "hsn_code"],
      ["web_addresses", "whatsapp"],
      ["websites", "accepts_business_gstin"],
      ["websites", "gstin"],
      ["websites", "legal_name"],
    ]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
