import type { ReactNode } from "react";
import type { PackImportReport } from "@/lib/api/schemas/console/pack-import";

/** The most rows of each table a page shows; the message above says how many there are. */
const SHOWN_ROWS = 1000;

const cellClass = "px-3 py-2";

/** A captioned table of the report; its name (the caption) is what a screen reader announces. */
function ReportTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={cellClass}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.slice(0, SHOWN_ROWS).map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index} className={cellClass}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A dry run's or an import's refused lines, then its changes, one row per field. */
export function PackImportReportView({ report }: { report: PackImportReport }) {
  return (
    <>
      {report.errors.length > 0 && (
        <ReportTable
          caption={`Problems (${report.errors.length})`}
          headers={["Line", "Problem"]}
          rows={report.errors.map((error, index) => ({ key: String(index), cells: [error.line, error.message] }))}
        />
      )}
      {report.changes.length > 0 && (
        <ReportTable
          caption={`Changes (${report.changes.length})`}
          headers={["Line", "Pack", "Field", "Before", "After"]}
          rows={report.changes.map((change) => ({
            key: `${change.pack_id}-${change.field}`,
            cells: [
              change.line,
              <>
                {change.product} {change.label} <span className="text-fg-muted">(sku {change.pack_id})</span>
              </>,
              change.field,
              change.before || "—",
              change.after || "—",
            ],
          }))}
        />
      )}
    </>
  );
}
