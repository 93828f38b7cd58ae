import { execFileSync } from "node:child_process";
import path from "node:path";

/** The text of every page of a PDF, in reading order (pdf.js, in a child process). */
export function pdfText(bytes: Uint8Array): string {
  return execFileSync(process.execPath, [path.join(__dirname, "print-pdf-text.mjs")], { input: bytes, maxBuffer: 16 * 1024 * 1024 }).toString("utf8");
}
