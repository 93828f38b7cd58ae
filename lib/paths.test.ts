import { brandPath, categoryPath, orderPath, ordersPath, productPath, searchHref, searchPath, supplierPath } from "./paths";

describe("storefront paths", () => {
  it("builds each path from its slug", () => {
    expect(productPath("basmati-rice")).toBe("/products/basmati-rice");
    expect(categoryPath("rice")).toBe("/products?c=rice");
    expect(brandPath("tata")).toBe("/products?b=tata");
    expect(supplierPath("sharma-traders")).toBe("/products?s=sharma-traders");
    expect(orderPath("SO-1024")).toBe("/account/orders/SO-1024");
    expect(orderPath(7)).toBe("/account/orders/7");
  });

  it("encodes every part that comes from data", () => {
    expect(productPath("rice & dal")).toBe("/products/rice%20%26%20dal");
    expect(productPath("a/b?c#d")).toBe("/products/a%2Fb%3Fc%23d");
    expect(categoryPath("oil&ghee")).toBe("/products?c=oil%26ghee");
    expect(brandPath("a=b")).toBe("/products?b=a%3Db");
    expect(supplierPath("x y")).toBe("/products?s=x%20y");
    expect(searchPath("dal & rice")).toBe("/products?q=dal%20%26%20rice");
    expect(orderPath("1/../2")).toBe("/account/orders/1%2F..%2F2");
  });

  it("leaves page 1 out of the order list", () => {
    expect(ordersPath()).toBe("/account/orders");
    expect(ordersPath(1)).toBe("/account/orders");
    expect(ordersPath(3)).toBe("/account/orders?page=3");
  });
});

describe("searchHref", () => {
  it.each([
    ["rice", "/products?q=rice"],
    ["  basmati rice  ", "/products?q=basmati%20rice"],
    ["dal & chawal", "/products?q=dal%20%26%20chawal"],
    ["   ", null],
    ["", null],
  ])("%p → %p", (text, href) => expect(searchHref(text)).toBe(href));
});
