import { parseMediaPath } from "./files";
import { resizeSvg } from "./resize-svg";

describe("parseMediaPath", () => {
  it("reads an optional size before the path", () => {
    expect(parseMediaPath("/small/products/a.svg")).toEqual({ size: 200, segments: ["products", "a.svg"] });
    expect(parseMediaPath("/large/a.svg")).toEqual({ size: 800, segments: ["a.svg"] });
    expect(parseMediaPath("/full/a.svg")).toEqual({ size: null, segments: ["a.svg"] });
    expect(parseMediaPath("/products/a.svg")).toEqual({ size: null, segments: ["products", "a.svg"] });
    expect(parseMediaPath("/medium")).toEqual({ size: null, segments: ["medium"] });
    expect(parseMediaPath("/products/Toor%20Dal.svg")).toEqual({ size: null, segments: ["products", "Toor Dal.svg"] });
  });

  it("reads /og/{path}.png as the Open Graph picture of the stored image at path", () => {
    expect(parseMediaPath("/og/products/a.svg.png")).toEqual({ size: null, segments: ["products", "a.svg"], openGraph: true });
    expect(parseMediaPath("/og/no-image.png.png")).toEqual({ size: null, segments: ["no-image.png"], openGraph: true });
    // Without the suffix it is a stored file in a folder named og.
    expect(parseMediaPath("/og/a.svg")).toEqual({ size: null, segments: ["og", "a.svg"] });
    expect(parseMediaPath("/og/.png")).toBeNull();
  });

  it.each(["", "/", "/../a.svg", "/a/../../b.svg", "/%2e%2e/a.svg", "/a%2f..%2fb.svg", "/a%5cb.svg", "/.hidden", "/a//b.svg", "/a/", "/a%00.svg", "/%zz"])(
    "refuses %p",
    (path) => expect(parseMediaPath(path)).toBeNull(),
  );
});

describe("resizeSvg", () => {
  it("sets the width and derives the height from the viewBox", () => {
    expect(resizeSvg('<svg xmlns="x" viewBox="0 0 1600 500" width="1600" height="500"><g/></svg>', 400)).toBe(
      '<svg width="400" height="125" xmlns="x" viewBox="0 0 1600 500"><g/></svg>',
    );
  });

  it("makes a square without a viewBox and leaves non-SVG text alone", () => {
    expect(resizeSvg("<?xml version='1.0'?><svg width='10'></svg>", 200)).toBe("<?xml version='1.0'?><svg width=\"200\" height=\"200\"></svg>");
    expect(resizeSvg("not an svg", 200)).toBe("not an svg");
  });
});
