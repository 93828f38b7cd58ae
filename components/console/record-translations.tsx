"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { saveRecordTranslations } from "@/lib/api/console/translations";
import type { RecordTranslations } from "@/lib/api/schemas/translations";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";

type Values = Record<string, string>;

/** "Hindi" for hi: how the console names a language to an operator. */
export const languageName = (code: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;

/**
 * The "Translations" section of a record's edit page: its name (and a product's description) in each
 * of the website's other languages. An empty field shows the default language's text on those pages.
 */
export function RecordTranslationsForm({ translations, label }: { translations: RecordTranslations; label: string }) {
  const router = useRouter();
  const toast = useToast();
  const { record, id, original } = translations;
  const withDescription = record === "product";
  if (translations.translations.length === 0) return null;
  const headingId = `translations-${record}-${id}`;
  const defaults: Values = Object.fromEntries(
    translations.translations.flatMap((entry) => [
      [`name_${entry.language}`, entry.name ?? ""],
      [`description_${entry.language}`, entry.description ?? ""],
    ]),
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {label}
      </h2>
      <p className="text-sm text-fg-muted">Left empty, a field shows the {languageName(original.language)} text on that language&apos;s pages.</p>
      <Form<Values>
        defaultValues={defaults}
        aria-label={label}
        className="flex flex-col gap-4"
        onSubmit={async (values) => {
          const body = {
            translations: translations.translations.map(({ language }) => ({
              language,
              name: values[`name_${language}`] ?? "",
              description: withDescription ? (values[`description_${language}`] ?? "") : null,
            })),
          };
          try {
            toast.success((await saveRecordTranslations(browserFetch, record, id, body)).message);
            router.refresh();
          } catch (error) {
            throw new FormSubmitError(errorText(error));
          }
        }}
      >
        {translations.translations.map(({ language }) => (
          <div key={language} className="grid gap-4 sm:grid-cols-2">
            <FormField type="text" name={`name_${language}`} label={`Name in ${languageName(language)}`} maxLength={200} placeholder={original.name} />
            {withDescription && (
              <FormField type="textarea" name={`description_${language}`} label={`Description in ${languageName(language)}`} maxLength={5000} />
            )}
          </div>
        ))}
        <SubmitButton pendingText="Saving…">Save translations</SubmitButton>
      </Form>
    </section>
  );
}
