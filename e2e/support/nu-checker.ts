import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The Nu HTML Checker (the W3C validator) from the vnu-jar package; it needs a Java runtime (scripts/ensure-java.sh). */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type NuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Every error the checker finds in each named document, as "name:line message" lines; empty when all are valid. */
export function nuErrors(documents: Record<string, string>): string[] {
  const folder = mkdtempSync(join(tmpdir(), "nu-check-"));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = join(folder, `${index}.html`);
      writeFileSync(file, html);
      return { name, file };
    });
    const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--errors-only", ...files.map(({ file }) => file)], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    const nameOf = (url = "") => files.find(({ file }) => url.endsWith(file))?.name ?? url;
    return messages.map((message) => `${nameOf(message.url)}:${message.lastLine ?? "?"} ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 120)}]` : ""}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
