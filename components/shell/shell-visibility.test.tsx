/** @jest-environment jsdom */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { ShellVisibility } from "./shell-visibility";

describe("ShellVisibility", () => {
  it("renders nothing when every part is shown", () => {
    const { container } = render(<ShellVisibility />);
    expect(container).toBeEmptyDOMElement();
  });

  it("marks the chosen parts as hidden, for the rule in globals.css", () => {
    const { container } = render(<ShellVisibility subNavbar={false} footer={false} />);
    const marker = container.querySelector("[data-hide-shell]");
    expect(marker).toHaveAttribute("data-hide-shell", "sub-navbar footer");
    expect(marker).not.toBeVisible();
    expect(container.querySelector("style")).toBeNull();
  });

  it("has a rule for every part it can hide", () => {
    const css = readFileSync(join(__dirname, "../../app/globals.css"), "utf8");
    for (const part of ["navbar", "sub-navbar", "footer"]) {
      expect(css).toContain(`body:has([data-hide-shell~="${part}"]) [data-shell-part="${part}"]`);
    }
  });
});
