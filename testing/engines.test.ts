import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";

/**
 * package.json's `engines.node` is a promise to operators: every Node.js version it admits runs every
 * installed package. Checked at the lowest version of each range it names (the dependencies' own
 * ranges only ever exclude older releases), against each installed package's `engines.node`.
 */

const root = process.cwd();
const ours = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node as string;

function installedPackages(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    if (name.startsWith(".")) continue;
    const at = path.join(folder, name);
    if (name.startsWith("@")) {
      found.push(...installedPackages(at));
      continue;
    }
    if (existsSync(path.join(at, "package.json"))) found.push(at);
    if (existsSync(path.join(at, "node_modules"))) found.push(...installedPackages(path.join(at, "node_modules")));
  }
  return found;
}

const lowestVersions = new semver.Range(ours).set.map((comparators) => semver.minVersion(new semver.Range(comparators.map(String).join(" ")))!.version);

test("each release line the engines field admits starts at a version the README names", () => {
  expect(lowestVersions.length).toBeGreaterThan(0);
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  for (const version of lowestVersions) expect(readme).toContain(version);
});

test.each(lowestVersions)("Node.js %s satisfies every installed package's engines.node", (version) => {
  const refused = installedPackages(path.join(root, "node_modules")).flatMap((folder) => {
    const wanted = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")).engines?.node;
    if (typeof wanted !== "string" || !semver.validRange(wanted)) return [];
    return semver.satisfies(version, wanted) ? [] : [`${path.relative(root, folder)} wants ${wanted}`];
  });
  expect(refused).toEqual([]);
});
