"use client";

import { useRouter } from "next/navigation";
import { saveTaxonomyRecord } from "@/lib/api/console/taxonomy";
import { browserFetch } from "@/lib/api/browser-transport";
import {
  TAXONOMY_NOUNS,
  taxonomySchemas,
  type ConsoleCategory,
  type ConsoleSupplier,
  type TaxonomyBodies,
  type TaxonomyKind,
  type TaxonomyRecords,
} from "@/lib/api/schemas/console/taxonomy";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { taxonomyRecordPath } from "./taxonomy-paths";

type Values = { name: string; slug: string; parent_id: string; position: number | null; active: boolean; link: string };

function bodyOf(kind: TaxonomyKind, values: Values): TaxonomyBodies[TaxonomyKind] {
  const common = { name: values.name, slug: values.slug.trim() };
  if (kind === "categories") return { ...common, parent_id: values.parent_id ? Number(values.parent_id) : null, position: values.position ?? 0, active: values.active };
  if (kind === "suppliers") return { ...common, link: values.link.trim() || null };
  return common;
}

/** The API's own rules, checked before sending so that each problem shows under its field. */
function checkedBody(kind: TaxonomyKind, values: Values) {
  const body = bodyOf(kind, values);
  const checked = taxonomySchemas[kind].body.safeParse(body);
  if (checked.success) return body;
  const fieldErrors = Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  throw new FormSubmitError("Please correct the fields marked below.", fieldErrors);
}

type Props<K extends TaxonomyKind> = {
  kind: K;
  record?: TaxonomyRecords[K];
  /** For a category: the website's categories it may sit under. */
  parents?: { id: number; name: string }[];
};

/** Adds a category, brand or supplier, or edits one; the storefront shows the change on its next request. */
export function TaxonomyForm<K extends TaxonomyKind>({ kind, record, parents = [] }: Props<K>) {
  const router = useRouter();
  const toast = useToast();
  const { one } = TAXONOMY_NOUNS[kind];
  const category = kind === "categories" ? (record as ConsoleCategory | undefined) : undefined;
  const defaults: Values = {
    name: record?.name ?? "",
    slug: record?.slug ?? "",
    parent_id: category?.parent_id ? String(category.parent_id) : "",
    position: category?.position ?? 0,
    active: category?.active ?? true,
    link: (kind === "suppliers" ? (record as ConsoleSupplier | undefined)?.link : null) ?? "",
  };
  return (
    <Form<Values>
      defaultValues={defaults}
      aria-label={record ? `Edit ${one}` : `New ${one}`}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const body = checkedBody(kind, values);
        try {
          const saved = await saveTaxonomyRecord(browserFetch, kind, record?.id ?? null, body as TaxonomyBodies[K]);
          toast.success(saved.message);
          if (record) router.refresh();
          else router.push(taxonomyRecordPath(kind, saved.record.id));
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField type="text" name="name" label="Name" required maxLength={100} />
        <FormField type="text" name="slug" label="Slug" description="Its address in the storefront; made from the name when empty" maxLength={200} />
        {kind === "categories" && (
          <>
            <FormField
              type="select"
              name="parent_id"
              label="Under"
              placeholder="Top level"
              options={parents.filter((parent) => parent.id !== record?.id).map((parent) => ({ value: String(parent.id), text: parent.name }))}
            />
            <FormField type="number" name="position" label="Position" description="Lower numbers come first in the menus" />
            <FormField type="checkbox" name="active" label="Shown on the storefront" />
          </>
        )}
        {kind === "suppliers" && <FormField type="text" name="link" label="Web address" description="Optional, starting with https://" maxLength={500} />}
      </div>
      <SubmitButton pendingText="Saving…">{record ? `Save ${one}` : `Add ${one}`}</SubmitButton>
    </Form>
  );
}
