import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Finding = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };
const described = (violations: Finding[]) =>
  violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")) }));

/** axe's serious and critical findings on the page as it is now (WCAG 2.2 AA and best practice), outside `exclude`. */
export async function seriousViolations(page: Page, exclude: string[] = []) {
  const builder = new AxeBuilder({ page }).withTags([...WCAG_22_AA, "best-practice"]);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return described(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical"));
}

/**
 * Every WCAG 2.2 A and AA finding on the page as it is now, whatever its impact, including axe's
 * still-experimental label-in-name check (a control's name must contain the words it shows).
 */
export async function wcagViolations(page: Page) {
  const builder = new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).withTags(WCAG_22_AA);
  return described((await builder.analyze()).violations);
}
