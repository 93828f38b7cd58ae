"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { setConsoleStock, updateConsolePack } from "@/lib/api/console/products";
import { browserFetch } from "@/lib/api/browser-transport";
import type { ConsoleProductRow } from "@/lib/api/schemas/console/products";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";

type Pack = ConsoleProductRow["packs"][number];

const input = "w-24 rounded-md border border-line bg-surface px-2 py-1 text-sm";

/** A pack's price and stock, edited where the list shows them; only what changed is sent. */
export function PackQuickEdit({ productName, pack }: { productName: string; pack: Pack }) {
  const router = useRouter();
  const toast = useToast();
  const [price, setPrice] = useState(String(pack.price));
  const [stock, setStock] = useState(String(pack.stock));
  const [saving, setSaving] = useState(false);
  const label = `${productName} ${pack.name}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      if (Number(price) !== pack.price) {
        await updateConsolePack(browserFetch, pack.id, {
          name: pack.name,
          net_quantity: pack.net_quantity,
          net_unit: pack.net_unit,
          act_price: pack.act_price,
          price: Number(price),
          gtin: pack.gtin,
          active: pack.active,
        });
      }
      if (Number(stock) !== pack.stock) await setConsoleStock(browserFetch, pack.id, Number(stock));
      toast.success(`Saved ${label}`);
      router.refresh();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="flex flex-wrap items-center gap-2" aria-label={`Price and stock of ${label}`}>
      <span className="min-w-16 text-sm">{pack.name}</span>
      <label className="flex items-center gap-1 text-xs">
        ₹
        <input type="number" inputMode="decimal" min="0.01" step="0.01" value={price} onChange={(event) => setPrice(event.target.value)} aria-label={`Price of ${label}`} className={input} required />
      </label>
      <span className="text-xs text-fg-muted">MRP ₹{pack.act_price}</span>
      <input type="number" inputMode="numeric" min="0" step="1" value={stock} onChange={(event) => setStock(event.target.value)} aria-label={`Stock of ${label}`} className={input} required />
      <button type="submit" disabled={saving} className={buttonClass("outline", "sm")}>
        Save
      </button>
    </form>
  );
}
