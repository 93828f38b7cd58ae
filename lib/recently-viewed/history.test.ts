import { historyKey, parseHistory, RECENTLY_VIEWED_LIMIT, withView, without } from "./history";

describe("recently viewed history", () => {
  it("keys the history by website host", () => {
    expect(historyKey("localhost:3000")).toBe("recently-viewed:localhost:3000");
    expect(historyKey("Wholesale.localhost:3000")).toBe("recently-viewed:wholesale.localhost:3000");
    expect(historyKey("localhost:3000")).not.toBe(historyKey("wholesale.localhost:3000"));
  });

  it("puts the latest view first, once", () => {
    let history: number[] = [];
    for (const id of [3, 5, 8, 5]) history = withView(history, id);
    expect(history).toEqual([5, 8, 3]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT}, dropping the oldest`, () => {
    let history: number[] = [];
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 5; id++) history = withView(history, id);
    expect(history).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(history[0]).toBe(RECENTLY_VIEWED_LIMIT + 5);
    expect(history.at(-1)).toBe(6);
  });

  it("ignores a view of something that is not a product id", () => {
    expect(withView([4], 0)).toEqual([4]);
    expect(withView([4], 1.5)).toEqual([4]);
    expect(withView([4], Number.NaN)).toEqual([4]);
  });

  it("reads back what it stored", () => {
    expect(parseHistory(JSON.stringify(withView(withView([], 2), 9)))).toEqual([9, 2]);
  });

  it.each([
    ["nothing stored", null],
    ["an empty string", ""],
    ["text that is not JSON", "not json{"],
    ["an object", '{"ids":[1,2]}'],
    ["a number", "42"],
    ["a list with a string", '[1,"2",3]'],
    ["a list with a fraction", "[1,2.5]"],
    ["a list with zero", "[0,1]"],
    ["a list with a negative id", "[-1,2]"],
    ["a list with null", "[1,null]"],
    ["a list with a number past safe integers", "[1e300]"],
  ])("counts %s as no history", (_, stored) => {
    expect(parseHistory(stored)).toEqual([]);
  });

  it("drops repeats and anything past the limit from a stored list", () => {
    const stored = JSON.stringify([7, 7, ...Array.from({ length: 30 }, (_, index) => index + 100)]);
    const history = parseHistory(stored);
    expect(history).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(history.slice(0, 2)).toEqual([7, 100]);
  });

  it("removes products", () => {
    expect(without([5, 8, 3], [8])).toEqual([5, 3]);
    expect(without([5, 8, 3], [1, 5, 3])).toEqual([8]);
  });
});
