import { rmSync } from "node:fs";

export default function removeTemplateFolder() {
  const folder = process.env.TEST_DATABASE_TEMPLATES;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
