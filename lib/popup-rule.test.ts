import { popupScheduledAt, popupShowsOn } from "./popup-rule";

describe("where and when the promo popup shows", () => {
  it("shows on every page, the home page only, or the listed paths", () => {
    expect(popupShowsOn({ show_on: "all", paths: [] }, "/products/basmati-rice")).toBe(true);
    expect(popupShowsOn({ show_on: "home", paths: [] }, "/")).toBe(true);
    expect(popupShowsOn({ show_on: "home", paths: [] }, "/products")).toBe(false);
    expect(popupShowsOn({ show_on: "paths", paths: ["/offers"] }, "/offers")).toBe(true);
    expect(popupShowsOn({ show_on: "paths", paths: ["/offers"] }, "/")).toBe(false);
  });

  it("shows from its start until its end; an open end is no limit", () => {
    const popup = { starts_at: "2026-12-01T03:30:00.000Z", ends_at: "2026-12-08T18:29:00.000Z" };
    expect(popupScheduledAt(popup, new Date("2026-12-01T03:29:59Z"))).toBe(false);
    expect(popupScheduledAt(popup, new Date("2026-12-01T03:30:00Z"))).toBe(true);
    expect(popupScheduledAt(popup, new Date("2026-12-08T18:28:59Z"))).toBe(true);
    expect(popupScheduledAt(popup, new Date("2026-12-08T18:29:00Z"))).toBe(false);
    expect(popupScheduledAt({ starts_at: null, ends_at: null }, new Date("2030-01-01T00:00:00Z"))).toBe(true);
  });
});
