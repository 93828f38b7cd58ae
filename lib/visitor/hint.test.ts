/** @jest-environment jsdom */
import { formatHint, parseHint, VISITOR_HINT_SCRIPT } from "./hint";

describe("visitor hint", () => {
  it("round-trips a signed-in shopper with a cart and a pincode", () => {
    const hint = { name: "Asha Rao", cartCount: 3, pincode: "560001" };
    expect(parseHint(formatHint(hint))).toEqual(hint);
  });

  it("keeps a guest without a name and drops what could break a CSS string", () => {
    expect(parseHint(formatHint({ name: null, cartCount: 0, pincode: null }))).toEqual({ name: null, cartCount: 0, pincode: null });
    expect(parseHint(formatHint({ name: 'Eve"};x{</style>', cartCount: 1, pincode: null }))?.name).toBe("Evexstyle");
  });

  it.each(["", "junk", "2|x|1|", "1|x|abc|", "1|x|1|12345", "%E0%A4%A"])("ignores %p", (value) => {
    expect(parseHint(value)).toBeNull();
  });

  describe("the head script", () => {
    const run = (cookie: string) => {
      document.documentElement.removeAttribute("data-visitor");
      document.head.innerHTML = "";
      document.cookie = cookie;
      new Function(VISITOR_HINT_SCRIPT)();
    };

    it("marks the page for a signed-in shopper and gives the placeholders their texts", () => {
      run(`visitor_hint=${formatHint({ name: "Asha Rao", cartCount: 120, pincode: "560034" })}`);
      expect(document.documentElement.getAttribute("data-visitor")).toBe("member cart pincode");
      expect(document.head.querySelector("style")?.textContent).toBe(':root{--hint-name:"Asha Rao";--hint-cart:"99+";--hint-pincode:"560034"}');
    });

    it("leaves a guest's page as the server sent it", () => {
      run(`visitor_hint=${formatHint({ name: null, cartCount: 0, pincode: null })}`);
      expect(document.documentElement.hasAttribute("data-visitor")).toBe(false);
      expect(document.head.querySelector("style")).toBeNull();
    });
  });
});
