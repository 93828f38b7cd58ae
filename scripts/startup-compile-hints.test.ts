import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runInNewContext } from "node:vm";
import { COMPILE_HINT, hintStartupChunks, shiftSourceMap, SMALLEST_HINTED_CHUNK, startupChunks } from "./startup-compile-hints.mjs";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** A chunk of the given name, `size` bytes long. */
const chunk = (name: string, size = SMALLEST_HINTED_CHUNK) => `(globalThis.TURBOPACK||[]).push(['${name}']);`.padEnd(size, " ");

/** A build directory laid out as Next 16 writes one: a shared chunk, a page's chunk and error boundary, an on-demand chunk. */
function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  const chunks = {
    "static/chunks/runtime.js": chunk("runtime"),
    "static/chunks/page.js": chunk("page"),
    "static/chunks/error.js": chunk("error", SMALLEST_HINTED_CHUNK - 1),
    "static/chunks/dialog.js": chunk("dialog"),
  };
  for (const [path, text] of Object.entries(chunks)) write(path, text);
  write("static/chunks/page.js.map", JSON.stringify({ version: 3, mappings: "AAAA", sources: ["page.tsx"] }));
  write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/runtime.js"], polyfillFiles: ["static/chunks/polyfills.js"] }));
  const manifest = { entryJSFiles: { "[project]/app/[site]/page": ["static/chunks/runtime.js", "static/chunks/page.js"], "[project]/app/[site]/error": ["static/chunks/error.js"] }, clientModules: {} };
  write(
    "server/app/[site]/page_client-reference-manifest.js",
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[site]/page"] = ${JSON.stringify(manifest)};\n`,
  );
  const integrity = Object.fromEntries(Object.entries(chunks).map(([path, text]) => [path, sha256(text)]));
  write("server/subresource-integrity-manifest.json", JSON.stringify(integrity));
  write("server/subresource-integrity-manifest.js", `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(JSON.stringify(integrity))}`);
  return { dist, chunks, read: (path: string) => readFileSync(join(dist, path), "utf8") };
}

describe("startupChunks", () => {
  it("lists Next's own chunks and every layout's and page's entry chunks, not the on-demand ones", () => {
    const { dist } = fakeBuild();
    expect(startupChunks(dist).sort()).toEqual(["static/chunks/error.js", "static/chunks/page.js", "static/chunks/runtime.js"]);
  });
});

describe("hintStartupChunks", () => {
  it("puts the compile hint on the startup chunks of 10 kB or more, and leaves small and on-demand chunks lazy", () => {
    const { dist, chunks, read } = fakeBuild();
    expect(hintStartupChunks(dist).sort()).toEqual(["static/chunks/page.js", "static/chunks/runtime.js"]);
    expect(read("static/chunks/runtime.js")).toBe(COMPILE_HINT + chunks["static/chunks/runtime.js"]);
    expect(read("static/chunks/page.js")).toBe(COMPILE_HINT + chunks["static/chunks/page.js"]);
    expect(read("static/chunks/error.js")).toBe(chunks["static/chunks/error.js"]);
    expect(read("static/chunks/dialog.js")).toBe(chunks["static/chunks/dialog.js"]);
  });

  it("rewrites the integrity manifest, in both its forms, to the hashes of the files as served", () => {
    const { dist, read } = fakeBuild();
    hintStartupChunks(dist);
    const expected = Object.fromEntries(
      ["static/chunks/runtime.js", "static/chunks/page.js", "static/chunks/error.js", "static/chunks/dialog.js"].map((path) => [path, sha256(read(path))]),
    );
    expect(JSON.parse(read("server/subresource-integrity-manifest.json"))).toEqual(expected);
    const scope: { self: { __SUBRESOURCE_INTEGRITY_MANIFEST?: string } } = { self: {} };
    runInNewContext(read("server/subresource-integrity-manifest.js"), scope);
    expect(JSON.parse(scope.self.__SUBRESOURCE_INTEGRITY_MANIFEST ?? "null")).toEqual(expected);
  });

  it("moves a hinted chunk's source map down one line", () => {
    const { dist, read } = fakeBuild();
    hintStartupChunks(dist);
    expect(JSON.parse(read("static/chunks/page.js.map")).mappings).toBe(";AAAA");
  });

  it("changes nothing when run over a build it already hinted", () => {
    const { dist, read } = fakeBuild();
    hintStartupChunks(dist);
    const before = [read("static/chunks/page.js"), read("server/subresource-integrity-manifest.json"), read("static/chunks/page.js.map")];
    expect(hintStartupChunks(dist)).toEqual([]);
    expect([read("static/chunks/page.js"), read("server/subresource-integrity-manifest.json"), read("static/chunks/page.js.map")]).toEqual(before);
  });
});

describe("shiftSourceMap", () => {
  it("moves each section of an index map down one line", () => {
    const map = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }, { offset: { line: 4, column: 2 }, map: {} }] };
    expect(shiftSourceMap(map).sections.map((section) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 2 },
    ]);
  });
});
