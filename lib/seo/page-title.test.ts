import { pageDataSchema } from "@/lib/api/schemas";
import { pageHeading, pageTitle } from "./page-title";

const page = (seo_title: string) => pageDataSchema.parse({ url: "/x", seo_title });

describe("pageHeading", () => {
  it.each([
    ["About Us | Annapurna Store", "About Us"],
    ["Annapurna Store | Groceries & daily essentials", "Groceries & daily essentials"],
    ["Offers — Annapurna Store", "Offers"],
    ["Plain title", "Plain title"],
    ["", null],
    ["Annapurna Store", "Annapurna Store"],
  ])("%p → %p", (title, expected) => expect(pageHeading(page(title), "Annapurna Store")).toBe(expected));
});

describe("pageTitle", () => {
  it("uses a title that names the site as is", () => {
    expect(pageTitle(page("About Us | Annapurna Store"), "Annapurna Store")).toEqual({ absoluteTitle: "About Us | Annapurna Store" });
  });
  it("lets the layout template add the site name otherwise", () => {
    expect(pageTitle(page("Diwali offers"), "Annapurna Store")).toEqual({ title: "Diwali offers" });
  });
  it("gives nothing without a seo_title", () => expect(pageTitle(page(""), "Annapurna Store")).toEqual({}));
});
