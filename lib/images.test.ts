import { imageSrcSet, imageUrl, openGraphImageUrl } from "./images";

describe("imageUrl", () => {
  it.each([
    ["products/rice.svg", undefined, undefined, "/s/media/medium/products/rice.svg"],
    ["/products/rice.svg", "small", undefined, "/s/media/small/products/rice.svg"],
    ["products/rice.svg", "full", undefined, "/s/media/products/rice.svg"],
    ["products/rice.svg", "large", "https://cdn.example.com/", "https://cdn.example.com/large/products/rice.svg"],
    ["products/rice.svg", "full", "https://cdn.example.com", "https://cdn.example.com/products/rice.svg"],
    ["", undefined, undefined, "/s/media/medium/no-image.png"],
    [null, "full", "https://cdn.example.com", "https://cdn.example.com/no-image.png"],
    ["https://images.example.org/a.png", "small", "https://cdn.example.com", "https://images.example.org/a.png"],
    ["//images.example.org/a.png", "medium", undefined, "//images.example.org/a.png"],
  ] as const)("%p at %p via %p", (src, size, cdn, expected) => {
    expect(imageUrl(src, size, cdn)).toBe(expected);
  });
});

describe("openGraphImageUrl", () => {
  it("asks the embedded backend for a PNG of the stored image", () => {
    expect(openGraphImageUrl("products/rice-1.svg", "")).toBe("/s/media/og/products/rice-1.svg.png");
    expect(openGraphImageUrl(null, "")).toBe("/s/media/og/no-image.png.png");
  });

  it("gives the large image as it is with a CDN, or for an image stored elsewhere", () => {
    expect(openGraphImageUrl("products/rice-1.svg", "https://cdn.example")).toBe("https://cdn.example/large/products/rice-1.svg");
    expect(openGraphImageUrl("https://img.example/rice.jpg", "")).toBe("https://img.example/rice.jpg");
  });
});

describe("imageSrcSet", () => {
  it("offers a stored photo at each size with its width", () => {
    expect(imageSrcSet("products/a.jpg", ["small", "medium"], "")).toBe("/s/media/small/products/a.jpg 200w, /s/media/medium/products/a.jpg 400w");
    expect(imageSrcSet("products/a.WEBP", ["medium", "large"], "https://cdn.example/img/")).toBe(
      "https://cdn.example/img/medium/products/a.WEBP 400w, https://cdn.example/img/large/products/a.WEBP 800w",
    );
  });

  it("offers the fallback photo when there is no image", () => {
    expect(imageSrcSet(null, ["small"], "")).toBe("/s/media/small/no-image.png 200w");
  });

  it("offers nothing for an SVG or an image stored elsewhere", () => {
    expect(imageSrcSet("products/a.svg", ["small", "medium"], "")).toBeUndefined();
    expect(imageSrcSet("https://elsewhere.example/a.jpg", ["small", "medium"], "")).toBeUndefined();
  });
});
