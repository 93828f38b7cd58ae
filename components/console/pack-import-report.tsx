import type { PackImportReport } from "@/lib/api/schemas/console/pack-import";

/** The most rows of each table a page shows; the message above says how many there are. */
const SHOWN_ROWS = 1000;

const cellClass = "px-3 py-2";

/** A dry run's or an import's refused lines, then its changes, one row per field. */
export function PackImportReportView({ report }: { report: PackImportReport }) {
  return (
    <>
      {report.errors.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-semibold">Problems ({report.errors.length})</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className={cellClass}>Line</th>
                <th scope="col" className={cellClass}>Problem</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.errors.slice(0, SHOWN_ROWS).map((error, index) => (
                <tr key={index}>
                  <td className={cellClass}>{error.line}</td>
                  <td className={cellClass}>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.changes.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-semibold">Changes ({report.changes.length})</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className={cellClass}>Line</th>
                <th scope="col" className={cellClass}>Pack</th>
                <th scope="col" className={cellClass}>Field</th>
                <th scope="col" className={cellClass}>Before</th>
                <th scope="col" className={cellClass}>After</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.changes.slice(0, SHOWN_ROWS).map((change) => (
                <tr key={`${change.pack_id}-${change.field}`}>
                  <td className={cellClass}>{change.line}</td>
                  <td className={cellClass}>
                    {change.product} {change.label} <span className="text-fg-muted">(sku {change.pack_id})</span>
                  </td>
                  <td className={cellClass}>{change.field}</td>
                  <td className={cellClass}>{change.before || "—"}</td>
                  <td className={cellClass}>{change.after || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
