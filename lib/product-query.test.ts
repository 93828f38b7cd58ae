import { parseProductQuery } from "./product-query";

describe("parseProductQuery", () => {
  it("reads every filter", () => {
    expect(parseProductQuery({ q: " rice ", c: "rice,oil", b: "tata", s: "acme", sort: "price_asc", page: "2", perPage: "10" })).toEqual({
      q: "rice",
      c: "rice,oil",
      b: "tata",
      s: "acme",
      sort: "price_asc",
      page: 2,
      perPage: 10,
    });
  });
  it("drops invalid values instead of failing", () => {
    expect(parseProductQuery({ sort: "cheapest", page: "-3", perPage: "5000", q: "" })).toEqual({});
  });
  it("takes the first of repeated values", () => expect(parseProductQuery({ q: ["a", "b"] })).toEqual({ q: "a" }));
});
