import { expect, type Page } from "@playwright/test";

type Shift = { value: number; nodes: string[] };

/** Records layout shifts (registered before any page script runs). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: (Shift & { at: number })[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; startTime: number; sources: { node?: Node }[] };
        shifts.push({ value: shift.value, at: shift.startTime, nodes: shift.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node))) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * From the moment the server HTML is parsed, the page's layout shift as the web-vitals tools report
 * it (three decimals) must be 0: the islands filling in for the visitor must move nothing. Shifts
 * while the HTML is still arriving are left out: on a busy machine the browser paints a header that
 * has only half arrived, which says how the bytes were cut, not how the page behaves.
 */
export async function expectNoLayoutShift(page: Page) {
  const shifts = await page.evaluate(() => {
    const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive;
    return (window as unknown as { __shifts: (Shift & { at: number })[] }).__shifts.filter((shift) => shift.at >= parsed);
  });
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(Number(total.toFixed(3)), JSON.stringify(shifts)).toBe(0);
}
