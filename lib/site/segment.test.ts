import { parseSiteSegment, siteSegment } from "./segment";

describe("site segment", () => {
  it("round-trips a website's id and host", () => {
    expect(siteSegment({ id: 2, host: "wholesale.localhost" })).toBe("2.wholesale.localhost");
    expect(parseSiteSegment("2.wholesale.localhost")).toEqual({ id: 2, host: "wholesale.localhost" });
    expect(parseSiteSegment(siteSegment({ id: 1, host: null }))).toEqual({ id: 1, host: "default" });
  });
  it.each(["localhost", "x.localhost", "1.", "1.evil.example/..", "1.EVIL", "1.a b", "%31.x:80"])("refuses %p", (segment) => {
    expect(parseSiteSegment(segment)).toBeNull();
  });
});
