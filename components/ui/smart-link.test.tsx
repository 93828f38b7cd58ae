/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { SmartLink } from "./smart-link";

describe("SmartLink", () => {
  it("renders a same-tab link for /paths", () => {
    render(<SmartLink href="/products">Shop</SmartLink>);
    const link = screen.getByRole("link", { name: "Shop" });
    expect(link).toHaveAttribute("href", "/products");
    expect(link).not.toHaveAttribute("target");
  });

  it("opens http(s) and www in a new tab with noopener", () => {
    render(
      <>
        <SmartLink href="https://example.com">A</SmartLink>
        <SmartLink href="www.example.com">B</SmartLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "A" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "A" })).toHaveAttribute("rel", "noopener");
    expect(screen.getByRole("link", { name: "B" })).toHaveAttribute("href", "https://www.example.com");
  });

  it("renders anything else as plain text", () => {
    render(<SmartLink href="javascript:alert(1)">Bad</SmartLink>);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Bad").tagName).toBe("SPAN");
  });
});
