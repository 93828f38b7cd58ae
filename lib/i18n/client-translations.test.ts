import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

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
