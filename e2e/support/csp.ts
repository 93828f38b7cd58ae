import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every Content-Security-Policy violation the page reports, from the first script on. */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

export const cspViolations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);
