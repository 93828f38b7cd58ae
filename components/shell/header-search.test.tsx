/** @jest-environment jsdom */
import { searchHref } from "./header-search";

jest.mock("nextjs-toploader/app", () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe("searchHref", () => {
  it.each([
    ["rice", "/products?q=rice"],
    ["  basmati rice  ", "/products?q=basmati%20rice"],
    ["dal & chawal", "/products?q=dal%20%26%20chawal"],
    ["   ", null],
    ["", null],
  ])("%p → %p", (text, href) => expect(searchHref(text)).toBe(href));
});
