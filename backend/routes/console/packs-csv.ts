import { createRoute, z } from "@hono/zod-openapi";
import { consoleActor } from "./console-actor";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { errorResponse, errorResponses, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { packCsvUploadBody, packImportReportWireSchema } from "@/backend/schemas/console/pack-import";
import { exportPacksCsv } from "@/backend/services/console/catalogue/packs-csv/export-packs";
import { importPacksCsv } from "@/backend/services/console/catalogue/packs-csv/import-packs";
import { PACK_CSV_PATH } from "@/lib/api/schemas/console/pack-import";

const exportRoute = createRoute({
  method: "get",
  path: PACK_CSV_PATH,
  ...consoleAccess,
  summary: "Every pack of the website as CSV: SKU (the pack id), product, slug, label, MRP and price in rupees, GTIN, active, and stock per warehouse",
  responses: {
    200: { description: "The CSV, sent as a download", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses,
    ...consoleRoleResponses,
  },
});

const importRoute = createRoute({
  method: "post",
  path: PACK_CSV_PATH,
  ...consoleAccess,
  summary: "Import a packs CSV: MRP, price, GTIN, active and stock per warehouse, matched by SKU",
  description:
    "A dry run lists every change and every refused line and writes nothing. A real import checks the file again and writes all of it in one transaction with one audit entry, or nothing when any line is refused (422, with the same report).",
  request: packCsvUploadBody,
  responses: {
    200: jsonResponse(packImportReportWireSchema, "What the file changes (dry run) or changed, and its refused lines"),
    ...errorResponses,
    ...consoleRoleResponses,
    413: errorResponse("The file is too large"),
    422: jsonResponse(packImportReportWireSchema, "Some lines are refused; nothing was written"),
  },
});

export function registerConsolePackCsvRoutes(app: StoreApp) {
  app.openapi(exportRoute, async (c) => {
    const csv = await exportPacksCsv(c.get("db"), c.get("website").id);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="packs.csv"',
      "cache-control": "private, no-store",
    });
  });

  app.openapi(
    importRoute,
    async (c) => {
      const { file, dryRun } = c.req.valid("form");
      const report = await importPacksCsv(c.get("db"), consoleActor(c), await file.text(), dryRun === "true");
      return c.json(report, !report.dry_run && report.errors.length > 0 ? 422 : 200);
    },
    formMessagesHook,
  );
}
