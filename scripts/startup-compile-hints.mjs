/**
 * Marks the JavaScript chunks a page runs while it starts so that the browser compiles them off the
 * main thread.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. While a page
 * starts, every module of its entry chunks is called at once (hydration), so that compiling is a
 * large share of its main-thread work (docs/performance.md has the profiles).
 * A script whose first line is the comment `//# allFunctionsCalledOnLoad` (Chrome 136 and later)
 * is compiled whole on the background thread that streams it from the network instead; other
 * browsers read it as a comment. Next (16.4) has no option for it, so it runs as the build's
 * `runAfterProductionCompile` step (next.config.ts), before any page is prerendered.
 *
 * Chunks loaded on demand (dialogs, the console's editors) stay lazy: most of their functions are
 * never called. So do chunks under 10 kB (an error boundary, a small layout): compiling them lazily
 * costs less than a millisecond, and the hint costs about 40 bytes of gzip download each.
 *
 * The script tags carry integrity hashes, so the subresource-integrity manifest is rewritten for
 * every chunk changed here, and a source map gets an empty first line to match.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Smaller startup chunks are left lazy (see above). */
export const SMALLEST_HINTED_CHUNK = 10_000;

const INTEGRITY_MANIFEST = join("server", "subresource-integrity-manifest");

/** Every chunk some page loads with its first HTML: Next's own, and each layout's and page's entry chunks. */
export function startupChunks(distDir) {
  const chunks = new Set(JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")).rootMainFiles);
  const appDir = join(distDir, "server", "app");
  const manifests = existsSync(appDir)
    ? readdirSync(appDir, { recursive: true }).filter((file) => String(file).endsWith("_client-reference-manifest.js"))
    : [];
  for (const file of manifests) {
    // Next writes each as a script that assigns the manifest to globalThis.__RSC_MANIFEST[route].
    const scope = {};
    runInNewContext(readFileSync(join(appDir, String(file)), "utf8"), scope);
    for (const route of Object.values(scope.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(route.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk);
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith(".js"));
}

/** Source-map mappings for a script that gained one line at its top. */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

function integrityOf(content, algorithm) {
  return `${algorithm}-${createHash(algorithm).update(content).digest("base64")}`;
}

/** Adds the compile hint to each startup chunk of 10 kB or more (once), and keeps its integrity hash and source map true. */
export function hintStartupChunks(distDir) {
  const manifestPath = join(distDir, `${INTEGRITY_MANIFEST}.json`);
  const integrity = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : null;
  const hinted = [];
  for (const chunk of startupChunks(distDir)) {
    const path = join(distDir, chunk);
    const source = readFileSync(path, "utf8");
    if (source.startsWith(COMPILE_HINT) || Buffer.byteLength(source) < SMALLEST_HINTED_CHUNK) continue;
    const content = COMPILE_HINT + source;
    writeFileSync(path, content);
    if (existsSync(`${path}.map`)) writeFileSync(`${path}.map`, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(`${path}.map`, "utf8")))));
    if (integrity?.[chunk]) integrity[chunk] = integrityOf(content, integrity[chunk].split("-")[0]);
    hinted.push(chunk);
  }
  if (integrity && hinted.length > 0) {
    writeFileSync(manifestPath, JSON.stringify(integrity));
    // The same manifest as a script, for the edge runtime.
    writeFileSync(join(distDir, `${INTEGRITY_MANIFEST}.js`), `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(JSON.stringify(integrity))}`);
  }
  return hinted;
}
