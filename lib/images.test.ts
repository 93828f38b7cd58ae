import { imageUrl } from "./images";

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
