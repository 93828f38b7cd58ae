/** Sets the root element's width to `width` and its height by the viewBox ratio. */
export function resizeSvg(svg: string, width: number): string {
  const open = /<svg\b[^>]*>/i.exec(svg);
  if (!open) return svg;
  const tag = open[0];
  const viewBox = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(tag);
  const ratio = viewBox ? Number(viewBox[2]) / Number(viewBox[1]) : 1;
  const height = Math.round(width * (Number.isFinite(ratio) && ratio > 0 ? ratio : 1));
  const sized = tag
    .replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/gi, "")
    .replace(/^<svg\b/i, `<svg width="${width}" height="${height}"`);
  return svg.slice(0, open.index) + sized + svg.slice(open.index + tag.length);
}
