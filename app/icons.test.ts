import { readFileSync } from "node:fs";
import { join } from "node:path";

// icons.css slides row r of icons.svg into view at r / (rows − 1) of the way down; that holds only if
// the drawings are 32 apart, the image is 32 × rows − 8 high and every class names its drawing's row.
const svg = readFileSync(join(__dirname, "icons.svg"), "utf8");
const css = readFileSync(join(__dirname, "icons.css"), "utf8");
const components = readFileSync(join(__dirname, "../components/ui/icons.tsx"), "utf8");

const drawings = [...svg.matchAll(/<svg id="([a-z-]+)" y="(\d+)" width="24" height="24" viewBox="0 0 24 24"/g)].map(([, name, y]) => ({ name, y: Number(y) }));
const rows = Number(css.match(/--icon-rows: (\d+);/)?.[1]);
const classRows = new Map([...css.matchAll(/\.icon-([a-z-]+) \{\s*--icon-row: (\d+);/g)].map(([, name, row]) => [name, Number(row)]));

describe("the icon sprite", () => {
  it("has one 24 × 24 drawing every 32 px, and --icon-rows counts them", () => {
    expect(drawings.length).toBeGreaterThan(0);
    expect(rows).toBe(drawings.length);
    drawings.forEach((drawing, row) => expect(drawing).toEqual({ name: drawing.name, y: row * 32 }));
  });

  it("is exactly as high as its rows", () => {
    const height = rows * 32 - 8;
    expect(svg).toContain(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="${height}" viewBox="0 0 24 ${height}">`);
  });

  it("gives every drawing a class that names its row, and no class a row without a drawing", () => {
    expect(Object.fromEntries(classRows)).toEqual(Object.fromEntries(drawings.map((drawing, row) => [drawing.name, row])));
  });

  it("has a drawing for every icon the components draw", () => {
    const used = [...components.matchAll(/name(?:=|: )"([a-z-]+)"/g)].map(([, name]) => name);
    const ternaries = [...components.matchAll(/\? "([a-z-]+)" : "([a-z-]+)"/g)].flatMap(([, one, other]) => [one, other]);
    expect(used.length + ternaries.length).toBeGreaterThan(20);
    for (const name of [...used, ...ternaries]) expect(classRows.has(name)).toBe(true);
  });
});
