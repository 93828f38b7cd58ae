"use client";

import { useId, useState } from "react";
import type { CustomField } from "@puckeditor/core";
import { browserFetch } from "@/lib/api/browser-transport";
import { FIELD_TEXT } from "./field-colours";
import { fetchConsoleProducts } from "@/lib/api/console/products";
import { CHOSEN_PRODUCTS_MAX } from "@/lib/api/schemas/console/page-blocks";
import type { ConsoleProductRow } from "@/lib/api/schemas/console/products";
import { useApiData } from "@/lib/state/use-api-data";
import { Thumbnail } from "@/components/ui/thumbnail";

/** Products shoppers can see, whose name (or address) holds the words. */
const findProducts = async (words: string) => (await fetchConsoleProducts(browserFetch, { q: words, active: "1", sort: "name" })).data;

const pictureOf = (product: ConsoleProductRow | undefined) => product?.packs.find((pack) => pack.image)?.image ?? null;

const buttonClass = "rounded border border-line px-2 py-0.5 text-xs disabled:opacity-50";

type ChosenProps = { slug: string; first: boolean; last: boolean; readOnly?: boolean; onMove: (step: -1 | 1) => void; onRemove: () => void };

/** A chosen product's picture and name, looked up by its slug (the block keeps only the slug), with its buttons. */
function ChosenProduct({ slug, first, last, readOnly, onMove, onRemove }: ChosenProps) {
  const { data: product } = useApiData(["page-builder-product", slug], async () => (await findProducts(slug)).find((row) => row.slug === slug));
  const name = product?.name ?? slug;
  return (
    <li className="flex items-center gap-2 rounded border border-line p-1">
      <Thumbnail image={pictureOf(product)} size="small" edge={32} className="shrink-0 rounded border border-line object-contain" />
      <span className="min-w-0 flex-1 break-words">{name}</span>
      <button type="button" className={buttonClass} disabled={readOnly || first} aria-label={`Move ${name} up`} onClick={() => onMove(-1)}>
        Up
      </button>
      <button type="button" className={buttonClass} disabled={readOnly || last} aria-label={`Move ${name} down`} onClick={() => onMove(1)}>
        Down
      </button>
      <button type="button" className={buttonClass} disabled={readOnly} aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}

type PickerProps = { label: string; value: string[] | undefined; onChange: (value: string[]) => void; readOnly?: boolean };

/** The chosen products in order, each movable and removable, and a search of the catalogue to add more. */
function ProductPicker({ label, value, onChange, readOnly }: PickerProps) {
  const id = useId();
  const chosen = value ?? [];
  const [words, setWords] = useState("");
  const searching = words.trim().length >= 2;
  const { data: found, error } = useApiData(searching ? ["page-builder-products", words.trim()] : null, () => findProducts(words.trim()));
  const full = chosen.length >= CHOSEN_PRODUCTS_MAX;

  const move = (from: number, step: -1 | 1) => {
    const next = [...chosen];
    next.splice(from + step, 0, ...next.splice(from, 1));
    onChange(next);
  };

  return (
    <fieldset className={`flex flex-col gap-2 text-sm ${FIELD_TEXT.base}`}>
      <legend className={FIELD_TEXT.strong}>{label}</legend>
      {chosen.length === 0 ? (
        <p className={FIELD_TEXT.muted}>None chosen: the category, brand or supplier choose the products.</p>
      ) : (
        <ol aria-label="Chosen products" className="flex flex-col gap-1">
          {chosen.map((slug, index) => (
            <ChosenProduct
              key={slug}
              slug={slug}
              first={index === 0}
              last={index === chosen.length - 1}
              readOnly={readOnly}
              onMove={(step) => move(index, step)}
              onRemove={() => onChange(chosen.filter((other) => other !== slug))}
            />
          ))}
        </ol>
      )}
      <label htmlFor={`${id}-search`} className={FIELD_TEXT.muted}>
        Find a product by name
      </label>
      <input id={`${id}-search`} type="search" value={words} readOnly={readOnly} onChange={(event) => setWords(event.target.value)} aria-describedby={`${id}-rules`} className="rounded border border-line px-2 py-1" />
      <p id={`${id}-rules`} className={FIELD_TEXT.muted}>
        {full ? `${CHOSEN_PRODUCTS_MAX} products chosen: remove one to add another.` : `Up to ${CHOSEN_PRODUCTS_MAX} products, shown in this order.`}
      </p>
      {error && (
        <p role="alert" className={FIELD_TEXT.error}>
          The catalogue could not be searched. Try again.
        </p>
      )}
      {searching && found && (
        <ul aria-label="Products found" className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {found.length === 0 && <li className={FIELD_TEXT.muted}>No product has these words in its name.</li>}
          {found.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                disabled={readOnly || full || chosen.includes(product.slug)}
                onClick={() => onChange([...chosen, product.slug])}
                className="flex w-full items-center gap-2 rounded border border-line p-1 text-left disabled:opacity-50"
              >
                <Thumbnail image={pictureOf(product)} size="small" edge={32} className="shrink-0 rounded border border-line object-contain" />
                <span>
                  <span className="sr-only">Add </span>
                  {product.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** A carousel's hand-picked products: the block keeps their slugs, in the seller's order. */
export const productPickerField = (label: string): CustomField<string[] | undefined> => ({
  type: "custom",
  label,
  render: ({ value, onChange, readOnly }) => <ProductPicker label={label} value={value} onChange={onChange} readOnly={readOnly} />,
});
