"use client";

import { useState } from "react";
import { importConsolePacks } from "@/lib/api/console/pack-import";
import { browserFetch } from "@/lib/api/browser-transport";
import type { PackImportReport } from "@/lib/api/schemas/console/pack-import";
import { errorText } from "@/lib/errors";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { buttonClass } from "@/components/ui/button";
import { PackImportReportView } from "./pack-import-report";

type Values = { file: File | null };

/** Choose a CSV → see what it changes and what it refuses → import it all, or nothing. */
export function PackImport() {
  const [checked, setChecked] = useState<{ file: File; report: PackImportReport } | null>(null);
  const [result, setResult] = useState<PackImportReport | null>(null);
  const [importing, setImporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function importChecked() {
    if (!checked) return;
    setImporting(true);
    setFailure(null);
    try {
      const report = await importConsolePacks(browserFetch, checked.file, false);
      setResult(report);
      if (report.imported) setChecked(null);
      else setChecked({ file: checked.file, report });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setImporting(false);
    }
  }

  const changeCount = checked?.report.changes.length ?? 0;
  return (
    <div className="flex flex-col gap-5">
      <Form<Values>
        defaultValues={{ file: null }}
        aria-label="Check a packs CSV"
        className="flex flex-col gap-3 sm:max-w-md"
        onSubmit={async (values) => {
          if (!values.file) return;
          setResult(null);
          try {
            setChecked({ file: values.file, report: await importConsolePacks(browserFetch, values.file, true) });
          } catch (error) {
            throw new FormSubmitError(errorText(error));
          }
        }}
      >
        <FormField type="file" name="file" label="CSV file" required accept=".csv,text/csv" description="At most 5 MB" />
        <SubmitButton pendingText="Checking…">Check the file</SubmitButton>
      </Form>
      {result && (
        <p role="status" className="rounded-xl border border-line bg-surface-muted p-3 font-semibold">
          {result.message}
        </p>
      )}
      {checked && (
        <section aria-labelledby="import-check-heading" className="flex flex-col gap-4">
          <h2 id="import-check-heading" className="text-lg font-semibold">
            {checked.file.name}: {checked.report.message}
          </h2>
          <PackImportReportView report={checked.report} />
          {checked.report.errors.length === 0 && changeCount > 0 && (
            <div>
              <button type="button" className={buttonClass("primary")} onClick={importChecked} disabled={importing}>
                {importing ? "Importing…" : `Import ${changeCount} ${changeCount === 1 ? "change" : "changes"}`}
              </button>
            </div>
          )}
          {failure && (
            <p role="alert" className="text-danger">
              {failure}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
