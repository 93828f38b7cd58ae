import type { AuditList } from "@/lib/api/schemas/console/audit";

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });
const shown = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value, null, 1));

/** Newest first: when, who, what, and the record before and after (folded away until asked for). */
export function AuditTable({ entries }: { entries: AuditList["data"] }) {
  if (entries.length === 0) return <p className="rounded-xl border border-dashed border-line p-6 text-center text-fg-muted">No entry matches these filters.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log</caption>
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className="px-3 py-2">When</th>
            <th scope="col" className="px-3 py-2">Who</th>
            <th scope="col" className="px-3 py-2">What</th>
            <th scope="col" className="px-3 py-2">Details</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2">{when(entry.created_at)}</td>
              <td className="px-3 py-2">{entry.actor ? (entry.actor.name ?? entry.actor.phone) : entry.by_operator_token ? "Operator API (token)" : "A removed user"}</td>
              <td className="px-3 py-2">{entry.summary}</td>
              <td className="px-3 py-2">
                {(entry.before !== null || entry.after !== null) && (
                  <details>
                    <summary className="cursor-pointer">Before and after</summary>
                    <div className="mt-2 grid gap-2 md:grid-cols-2">
                      <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-surface-muted p-2 text-xs">{shown(entry.before)}</pre>
                      <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-surface-muted p-2 text-xs">{shown(entry.after)}</pre>
                    </div>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
