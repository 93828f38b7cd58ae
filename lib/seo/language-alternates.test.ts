import { pageMetadata } from "./metadata";
import { siteResponseSchema } from "@/lib/api/schemas";

const ORIGIN = "https://shop.example.in";
const site = (languages: string[]) => siteResponseSchema.parse({ web: { id: 1, name: "Shop", languages } });

describe("a page's canonical and hreflang alternates", () => {
  it("points a Hindi page's canonical at its own address and lists every language with x-default", () => {
    const metadata = pageMetadata({ site: site(["en", "hi", "kn"]), origin: ORIGIN, path: "/products?c=rice", language: "hi" });
    expect(metadata.alternates).toEqual({
      canonical: `${ORIGIN}/hi/products?c=rice`,
      languages: {
        "en-IN": `${ORIGIN}/products?c=rice`,
        "hi-IN": `${ORIGIN}/hi/products?c=rice`,
        "kn-IN": `${ORIGIN}/kn/products?c=rice`,
        "x-default": `${ORIGIN}/products?c=rice`,
      },
    });
    expect(metadata.openGraph).toMatchObject({ url: `${ORIGIN}/hi/products?c=rice`, locale: "hi_IN" });
  });

  it("names no alternates on a website with one language", () => {
    expect(pageMetadata({ site: site(["en"]), origin: ORIGIN, path: "/", language: "en" }).alternates).toEqual({ canonical: `${ORIGIN}/` });
  });
});
