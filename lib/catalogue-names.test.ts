import { catalogueNames, listHeading, titleFromSlug } from "./catalogue-names";

const names = catalogueNames(
  [{ name: "Rice & Grains", slug: "rice-grains", avatar: "", children: [{ name: "Basmati Rice", slug: "basmati-rice", avatar: "", children: [] }] }],
  [{ name: "Tata Sampann", slug: "tata-sampann" }],
  [{ name: "Ganga Valley Foods", slug: "ganga-valley-foods" }],
);

describe("listHeading", () => {
  it.each([
    [{ q: "rice" }, "Search results for “rice”"],
    [{ c: "basmati-rice" }, "Basmati Rice"],
    [{ c: "rice-grains,basmati-rice" }, "Rice & Grains & Basmati Rice"],
    [{ b: "tata-sampann" }, "Tata Sampann"],
    [{ s: "ganga-valley-foods" }, "From Ganga Valley Foods"],
    [{ c: "rice-grains", b: "tata-sampann" }, "Rice & Grains & Tata Sampann"],
    [{ c: "unknown-slug" }, "Unknown Slug"],
    [{}, "All products"],
  ])("%p → %p", (query, heading) => expect(listHeading(query, names)).toBe(heading));
});

it("titleFromSlug", () => expect(titleFromSlug("toor-dal_2")).toBe("Toor Dal 2"));
