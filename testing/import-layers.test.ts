import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * The import rules in eslint.config.mjs, run through ESLint itself on code given as if it were a file
 * at that path: a wrong-direction import fails, the allowed direction passes.
 */

const importing = (what: string, from: string) => `import { ${what} } from "${from}";\nexport const probe = ${what};\n`;
const code = ([, what, from]: readonly [string, string, string, ...unknown[]]) => importing(what, from);

const forbidden: [file: string, name: string, module: string, reason: string][] = [
  ["lib/probe.ts", "Providers", "@/components/shell/providers", "lib/ is below components/"],
  ["components/probe.tsx", "generateMetadata", "@/app/[site]/page", "components/ are below app/"],
  ["backend/services/probe.ts", "ApiError", "@/backend/http/errors", "Services return results"],
  ["backend/db/probe.ts", "placeOrder", "@/backend/services/orders/place-order", "backend/db holds the connection"],
  ["backend/db/migrations/probe.ts", "stockUnstockedPacks", "../../seed/stock", "Migrations never read the demo seed"],
  ["backend/db/probe.ts", "GST_CLASS_OF_SUBCATEGORY", "@/backend/seed/gst-classes", "Migrations never read the demo seed"],
  ["backend/probe.ts", "CART_KEY", "@/lib/state/cart", "The backend shares only the contract"],
  ["lib/probe.ts", "signIn", "@/e2e/support/sign-in", "Nothing imports the browser tests"],
];

const allowed: [file: string, name: string, module: string][] = [
  ["components/probe.tsx", "formatPrice", "@/lib/format"],
  ["backend/routes/probe.ts", "ApiError", "@/backend/http/errors"],
  ["backend/services/probe.ts", "cartSchema", "@/lib/api/schemas"],
  ["backend/seed/probe.ts", "inTransaction", "@/backend/db/in-transaction"],
];

let findings: string[][];

beforeAll(async () => {
  const lint = promisify(execFile)(process.execPath, ["testing/lint-as.mjs"], { cwd: process.cwd() });
  lint.child.stdin?.end(JSON.stringify({ rule: "import/no-restricted-paths", cases: [...forbidden, ...allowed].map((probe) => [probe[0], code(probe)]) }));
  findings = JSON.parse((await lint).stdout) as string[][];
}, 120_000);

describe("import direction", () => {
  it.each(forbidden.map(([file, , module, reason], index) => [file, module, reason, index] as const))(
    "%s may not import %s",
    (_file, _module, reason, index) => {
      expect(findings[index]).toHaveLength(1);
      expect(findings[index][0]).toContain(reason);
    },
  );

  it.each(allowed.map(([file, , module], index) => [file, module, forbidden.length + index] as const))("%s may import %s", (_file, _module, index) => {
    expect(findings[index]).toEqual([]);
  });
});
