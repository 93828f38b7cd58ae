import { autoplayDelay, bannerItems, cssAspect, cssColour, heroSettings, jsonish, productItems, record } from "./block-data";

describe("block data readers", () => {
  it("reads JSON text and objects alike", () => {
    expect(jsonish('{"a":1}')).toEqual({ a: 1 });
    expect(jsonish({ a: 1 })).toEqual({ a: 1 });
    expect(jsonish("undefined")).toBeUndefined();
    expect(record("not json")).toEqual({});
  });

  it("parses hero settings from a JSON string with defaults", () => {
    const settings = heroSettings('{"aspect":{"sm":"4/3","lg":"16/5"},"bgcolor":"#fff7ed","fullpage":false,"slidesconfig":{"sm":1,"columns":1,"autoplayInterval":4000}}');
    expect(settings).toEqual({
      aspect: { sm: "4/3", lg: "16/5" },
      bgcolor: "#fff7ed",
      fullpage: false,
      slidesconfig: { sm: 1, columns: 1, autoplayInterval: 4000 },
    });
    expect(heroSettings(undefined)).toEqual({ aspect: {}, fullpage: false, slidesconfig: {} });
  });

  it("keeps valid banner items only", () => {
    expect(bannerItems([{ image: "a.svg", link: "/x" }, { nope: true }])).toEqual([{ image: "a.svg", image_sm: "", link: "/x", title: "" }]);
    expect(bannerItems({ items: [{ image: "b.svg" }] })).toHaveLength(1);
    expect(bannerItems("garbage")).toEqual([]);
  });

  it("reads products from a list or a {data} answer", () => {
    const product = { product_id: 1, product_name: "Rice", slug: "rice", medias: [{ src: "r.svg" }] };
    expect(productItems([product])[0].image).toBe("r.svg");
    expect(productItems({ data: [product], meta: { total: 1 } })).toHaveLength(1);
  });

  it.each([
    ["16/9", "16 / 9"],
    ["16:9", "16 / 9"],
    ["1.5", "1.5"],
    ["16/0", undefined],
    ["calc(1)", undefined],
    [undefined, undefined],
  ])("cssAspect(%p)", (input, expected) => expect(cssAspect(input)).toBe(expected));

  it.each([
    ["#fff7ed", "#fff7ed"],
    ["rgb(1, 2, 3)", "rgb(1, 2, 3)"],
    ["teal", "teal"],
    ["red;background:url(x)", undefined],
    ["expression(alert(1))", undefined],
  ])("cssColour(%p)", (input, expected) => expect(cssColour(input)).toBe(expected));

  it("autoplayDelay takes ms or seconds", () => {
    expect(autoplayDelay(4000, 3000)).toBe(4000);
    expect(autoplayDelay(4, 3000)).toBe(4000);
    expect(autoplayDelay(undefined, 3000)).toBe(3000);
  });
});
