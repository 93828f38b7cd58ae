/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { SalesChart } from "./sales-chart";

const DAYS = [
  { date: "2026-11-24", total: 454, orders: 1 },
  { date: "2026-11-25", total: 0, orders: 0 },
  { date: "2026-11-26", total: 5249, orders: 2 },
];

describe("SalesChart", () => {
  it("draws one bar per day, named for screen readers, with a summary", () => {
    render(<SalesChart days={DAYS} />);
    const chart = screen.getByRole("img", { name: /Sales per day/ });
    expect(chart).toHaveAccessibleName("Sales per day Sales on 2 of 3 days; the best day was Thu, Nov 26, 2026 with ₹5,249.00.");
    const bars = ["Nov 24: ₹454.00, 1 order", "Nov 25: ₹0.00, 0 orders", "Nov 26: ₹5,249.00, 2 orders"].map((title) => within(chart).getByTitle(title));
    expect(bars.map((bar) => bar.style.height)).toEqual(["4.54%", "0%", "52.49%"]);
    expect(within(chart).getByText("₹10K")).toBeInTheDocument();
  });

  it("labels fewer days on a phone: the extra labels hide below the sm width", () => {
    const month = Array.from({ length: 30 }, (_, index) => ({ date: `2026-11-${String(index + 1).padStart(2, "0")}`, total: 100, orders: 1 }));
    render(<SalesChart days={month} />);
    const chart = screen.getByRole("img", { name: /Sales per day/ });
    const labels = ["Nov 1", "Nov 8", "Nov 16", "Nov 23", "Nov 30"].map((text) => within(chart).getByText(text));
    expect(labels.map((label) => label.classList.contains("max-sm:hidden"))).toEqual([false, true, false, true, false]);
  });

  it("has the same figures as a table", () => {
    render(<SalesChart days={DAYS} />);
    const rows = within(screen.getByRole("table", { name: "Sales per day" })).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["1", "₹454.00"]);
    expect(within(rows[1]).getByRole("rowheader")).toHaveTextContent("Tue, Nov 24, 2026");
  });

  it("says so when nothing sold", () => {
    render(<SalesChart days={DAYS.map((day) => ({ ...day, total: 0, orders: 0 }))} />);
    expect(screen.getByRole("img")).toHaveAccessibleName("Sales per day No sales in these 3 days.");
    expect(screen.getByText("₹0")).toBeInTheDocument();
    expect(screen.queryByText("₹1")).not.toBeInTheDocument();
  });
});
