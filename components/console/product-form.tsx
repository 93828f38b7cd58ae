"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { createConsoleProduct, updateConsoleProduct } from "@/lib/api/console/products";
import { browserFetch } from "@/lib/api/browser-transport";
import { packBody, packFieldErrors, type PackFormValues } from "@/lib/api/console/pack-values";
import { GST_RATES, type CatalogueOptions, type ConsoleProductDetail } from "@/lib/api/schemas/console/products";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { buttonClass } from "@/components/ui/button";
import { PackFields } from "./pack-fields";

type PackValues = PackFormValues & { stock: number | null };
type Values = {
  name: string;
  slug: string;
  description: string;
  category_id: string;
  brand_id: string;
  supplier_id: string;
  hsn_code: string;
  gst_rate: string;
  active: boolean;
  packs: PackValues[];
};

const EMPTY_PACK: PackValues = { name: "", net_quantity: null, net_unit: "", act_price: null, price: null, gtin: "", active: true, stock: 0 };
const idOrNull = (value: string) => (value ? Number(value) : null);
const choices = (rows: { id: number; name: string }[]) => rows.map((row) => ({ value: String(row.id), text: row.name }));

function productFields(values: Values) {
  return {
    name: values.name,
    slug: values.slug || undefined,
    description: values.description || null,
    category_id: idOrNull(values.category_id),
    brand_id: idOrNull(values.brand_id),
    supplier_id: idOrNull(values.supplier_id),
    hsn_code: values.hsn_code || null,
    gst_rate: Number(values.gst_rate) as (typeof GST_RATES)[number],
    active: values.active,
  };
}

/** Adds a product with its packs, or edits an existing product's own fields (its packs are edited in place). */
export function ProductForm({ options, product }: { options: CatalogueOptions; product?: ConsoleProductDetail }) {
  const router = useRouter();
  const toast = useToast();
  const [packCount, setPackCount] = useState(1);
  const defaults: Values = {
    name: product?.name ?? "",
    slug: product?.slug ?? "",
    description: product?.description ?? "",
    category_id: product?.category_id ? String(product.category_id) : "",
    brand_id: product?.brand_id ? String(product.brand_id) : "",
    supplier_id: product?.supplier_id ? String(product.supplier_id) : "",
    hsn_code: product?.hsn_code ?? "",
    gst_rate: String(product?.gst_rate ?? 5),
    active: product?.active ?? true,
    packs: [EMPTY_PACK],
  };
  return (
    <Form<Values>
      defaultValues={defaults}
      aria-label={product ? "Edit product" : "New product"}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const packs = values.packs.slice(0, packCount).map((pack) => ({ ...packBody(pack), stock: pack.stock ?? 0 }));
        if (!product) {
          const fieldErrors = Object.assign({}, ...packs.map((pack, index) => packFieldErrors(pack, `packs.${index}.`)));
          if (Object.keys(fieldErrors).length > 0) throw new FormSubmitError("Check the packs' fields", fieldErrors);
        }
        try {
          if (product) {
            const saved = await updateConsoleProduct(browserFetch, product.id, productFields(values));
            toast.success(saved.message);
            router.refresh();
            return;
          }
          const saved = await createConsoleProduct(browserFetch, { ...productFields(values), packs });
          toast.success(saved.message);
          router.push(`/bos/admin/products/${saved.product.id}`);
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField type="text" name="name" label="Name" required maxLength={200} />
        <FormField type="text" name="slug" label="Address (slug)" description="Made from the name when left empty" maxLength={200} />
        <FormField type="select" name="category_id" label="Category" options={choices(options.categories)} placeholder="No category" />
        <FormField type="select" name="brand_id" label="Brand" options={choices(options.brands)} placeholder="No brand" />
        <FormField type="select" name="supplier_id" label="Supplier" options={choices(options.suppliers)} placeholder="No supplier" />
        <FormField type="text" name="hsn_code" label="HSN code" pattern={/^(\d{4}|\d{6}|\d{8})$/} patternMessage="An HSN code is 4, 6 or 8 digits" />
        <FormField type="select" name="gst_rate" label="GST rate" required options={GST_RATES.map((rate) => ({ value: String(rate), text: `${rate}%` }))} />
        <FormField type="checkbox" name="active" label="Shown on the storefront" />
      </div>
      <FormField type="textarea" name="description" label="Description" description="Paragraphs, bold, lists and links are kept; anything else is removed." />
      {!product && (
        <>
          {Array.from({ length: packCount }, (_, index) => (
            <PackFields key={index} legend={`Pack ${index + 1}`} prefix={`packs.${index}.`} withStock />
          ))}
          <button type="button" className={buttonClass("outline", "md", "self-start")} onClick={() => setPackCount((count) => count + 1)}>
            Add another pack
          </button>
        </>
      )}
      <SubmitButton pendingText="Saving…">{product ? "Save product" : "Add product"}</SubmitButton>
    </Form>
  );
}
