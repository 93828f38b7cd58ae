/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from "./use-suggestions";

function Probe({ text }: { text: string }) {
  const { suggestions, forText } = useSuggestions(text);
  return <output>{suggestions ? `${forText}: ${suggestions.products.map((product) => product.name).join(", ")}` : "none"}</output>;
}

/** What the transport reads of a response: its status and its text. */
const answer = (name: string) =>
  ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ products: [{ name, slug: "x", image: "", price: 1, pack_name: null }], categories: [], brands: [], did_you_mean: null }),
  }) as Response;

/** A fetch that answers only when the test says so, and ignores aborts (as a response already on its way would). */
function heldFetch() {
  const pending = new Map<string, (response: Response) => void>();
  const urls: string[] = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
    urls.push(String(url));
    return new Promise<Response>((resolve) => pending.set(new URL(String(url), "http://x").searchParams.get("q")!, resolve));
  }) as typeof fetch;
  return { urls, answer: (q: string, name: string) => act(async () => pending.get(q)!(answer(name))) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("asks nothing before two letters and waits for typing to pause", async () => {
  const server = heldFetch();
  const { rerender } = render(<Probe text="b" />);
  act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS * 2));
  expect(server.urls).toEqual([]);
  rerender(<Probe text="ba" />);
  act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 10));
  rerender(<Probe text="bas" />);
  act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
  expect(server.urls).toEqual(["/s/api/search/suggest?q=bas"]);
  await server.answer("bas", "Basmati");
  expect(screen.getByText(/^bas:/).textContent).toBe("bas: Basmati");
});

it("never lets an older answer replace a newer one", async () => {
  const server = heldFetch();
  const { rerender } = render(<Probe text="bas" />);
  act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
  rerender(<Probe text="basmati" />);
  act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
  expect(server.urls).toEqual(["/s/api/search/suggest?q=bas", "/s/api/search/suggest?q=basmati"]);
  await server.answer("basmati", "Classic Basmati Rice");
  await server.answer("bas", "Tulsi Green Tea");
  expect(screen.getByText(/^basmati:/).textContent).toBe("basmati: Classic Basmati Rice");
});
