import { listSegment, queryOfSegment } from "./list-segment";

describe("list segment", () => {
  it("carries the canonical query: invalid values and defaults dropped, the rest round-trips", () => {
    const segment = listSegment(new URLSearchParams("c=rice-grains,dals&sort=price_asc&page=1&perPage=24&utm=x&q=%20basmati%20"));
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(queryOfSegment(segment)).toEqual({ q: "basmati", c: "rice-grains,dals", sort: "price_asc" });
  });

  it("gives one segment to every spelling of the same list", () => {
    expect(listSegment(new URLSearchParams("sort=relevance&page=1"))).toBe("all");
    expect(listSegment(new URLSearchParams("b=x&c=y"))).toBe(listSegment(new URLSearchParams("c=y&b=x")));
  });

  it("reads a forged or broken segment as the unfiltered list", () => {
    expect(queryOfSegment("all")).toEqual({});
    expect(queryOfSegment("../x")).toEqual({});
    expect(queryOfSegment(Buffer.from("page=abc&perPage=700").toString("base64url"))).toEqual({});
  });
});
