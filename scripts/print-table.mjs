// Figures as a plain-text table for the measuring scripts (bench, size, Lighthouse): the first column
// left-aligned, the others right-aligned, each as wide as its header or its widest cell.
export function printTable(headers, rows) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((cells) => cells[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(line(headers));
  for (const cells of rows) console.log(line(cells));
}
