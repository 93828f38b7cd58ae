/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { ShellVisibility } from "./shell-visibility";

describe("ShellVisibility", () => {
  it("renders nothing when every part is shown", () => {
    const { container } = render(<ShellVisibility />);
    expect(container).toBeEmptyDOMElement();
  });

  it("hides the chosen parts with a style rule", () => {
    const { container } = render(<ShellVisibility subNavbar={false} footer={false} />);
    const style = container.querySelector("style");
    expect(style?.textContent).toBe('[data-shell-part="sub-navbar"],[data-shell-part="footer"]{display:none!important}');
    expect(style).toHaveAttribute("data-shell-visibility", "sub-navbar footer");
  });
});
