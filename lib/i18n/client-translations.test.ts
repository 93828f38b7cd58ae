import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { SHELL_NAMESPACES } from "./shell-namespaces";

const root = join(__dirname, "../..");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// next-intl's client entry defines useFormatter beside useTranslations in a way the bundler cannot
// drop, so one client component importing from it puts the date, list and relative-time formatters
// (about 1 kB gzip) into every page. Client components take the hooks from use-intl, the package
// next-intl is built on (pinned to the same version). Server components keep next-intl's, which
// reads the request's language.
it("client components take their translation hooks from use-intl, not next-intl", () => {
  const offenders = ["app", "components", "lib"]
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .filter((file) => {
      const source = readFileSync(file, "utf8");
      return /^["']use client["']/.test(source.trimStart()) && /import\s*\{[^}]*\buse(Translations|Formatter)\b[^}]*\}\s*from\s*["']next-intl["']/.test(source);
    })
    .map((file) => relative(root, file));
  expect(offenders).toEqual([]);
});

// A plural's `#` formats the count with Intl.NumberFormat, and the first one a page creates costs about
// 20 ms of a phone's main thread while the page starts (the header's cart count formats at every
// hydration). The counts the browser formats are small, so those texts say `{count}` instead.
it("the texts every page's browser formats write their counts as arguments, not as #", () => {
  const countsAsHash = (value: unknown, path: string): string[] =>
    typeof value === "string" ? (value.includes("#") ? [path] : []) : Object.entries(value as object).flatMap(([key, inner]) => countsAsHash(inner, `${path}.${key}`));
  const offenders = readdirSync(join(root, "messages")).flatMap((file) => {
    const messages = JSON.parse(readFileSync(join(root, "messages", file), "utf8"));
    return SHELL_NAMESPACES.flatMap((namespace) => countsAsHash(messages[namespace] ?? {}, `${file}:${namespace}`));
  });
  expect(offenders).toEqual([]);
});
