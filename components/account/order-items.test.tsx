/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { OrderItem } from "@/lib/api/schemas/orders";
import { OrderItems } from "./order-items";

const item = (slug: string | null, name: string): OrderItem => ({
  product_id: 1,
  pack_id: 2,
  slug,
  name,
  pack_name: "1 kg",
  image: null,
  price: 100,
  act_price: 120,
  quantity: 2,
  amount: 200,
});

describe("OrderItems", () => {
  it("links each line to its product page with the slug encoded", () => {
    render(<OrderItems items={[item("rice & dal", "Rice and dal"), item("sona masoori", "Sona Masoori")]} />);
    expect(screen.getByRole("link", { name: "Rice and dal" })).toHaveAttribute("href", "/products/rice%20%26%20dal");
    expect(screen.getByRole("link", { name: "Sona Masoori" })).toHaveAttribute("href", "/products/sona%20masoori");
  });

  it("shows a line whose product is gone as plain text", () => {
    render(<OrderItems items={[item(null, "Old pickle")]} />);
    expect(screen.getByText("Old pickle")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
