import { languageSegment, parseSiteSegment, siteSegment } from "./segment";

describe("site segment", () => {
  it("round-trips a website's id and host", () => {
    expect(siteSegment({ id: 2, host: "wholesale.localhost" })).toBe("2.wholesale.localhost");
    expect(parseSiteSegment("2.wholesale.localhost")).toEqual({ ref: { id: 2, host: "wholesale.localhost" }, language: null });
    expect(parseSiteSegment(siteSegment({ id: 1, host: null }))).toEqual({ ref: { id: 1, host: "default" }, language: null });
  });
  it("carries a language other than the default after a tilde", () => {
    expect(languageSegment("1.localhost", "hi")).toBe("1.localhost~hi");
    expect(languageSegment("1.localhost", null)).toBe("1.localhost");
    expect(parseSiteSegment("1.localhost~kn")).toEqual({ ref: { id: 1, host: "localhost" }, language: "kn" });
  });
  it.each(["localhost", "x.localhost", "1.", "1.evil.example/..", "1.EVIL", "1.a b", "%31.x:80", "1.localhost~", "1.localhost~HI", "1.localhost~hindi"])(
    "refuses %p",
    (segment) => {
      expect(parseSiteSegment(segment)).toBeNull();
    },
  );
});
