import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A folder for this run's seeded database template (backend/test/database.ts); workers inherit the variable. */
export default function makeTemplateFolder() {
  process.env.TEST_DATABASE_TEMPLATES = mkdtempSync(join(tmpdir(), "store-test-templates-"));
}
