import { z } from "@hono/zod-openapi";
import { PACK_CSV_MAX_BYTES, packImportReportSchema } from "@/lib/api/schemas/console/pack-import";

export const CHOOSE_CSV_MESSAGE = "Choose a CSV file to import";

/** A packs CSV import: the file in the form field `file`, and `dryRun` ("true" unless "false"). */
export const packCsvUploadBody = {
  body: {
    required: true,
    description: `The packs CSV as exported, edited (at most ${PACK_CSV_MAX_BYTES / 1024 / 1024} MB). With dryRun (the default) nothing is written.`,
    content: {
      "multipart/form-data": {
        schema: z.object({
          file: z.instanceof(File, { error: CHOOSE_CSV_MESSAGE }).openapi({ type: "string", format: "binary" }),
          dryRun: z.enum(["true", "false"]).default("true"),
        }),
      },
    },
  },
};

export const packImportReportWireSchema = packImportReportSchema.clone().openapi("ConsolePackImportReport");
