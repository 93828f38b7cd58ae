import type { OrderItem } from "@/lib/api/schemas/orders";
import { formatPrice } from "@/lib/format";
import { productPath } from "@/lib/paths";
import { LanguageLink } from "@/components/i18n/language-link";
import { Thumbnail } from "@/components/ui/thumbnail";

/** The order's lines with pack, unit price (and MRP when it was higher) and line amount. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={`${item.pack_id}-${item.name}-${item.pack_name}`} className="flex gap-3 py-3">
          <Thumbnail image={item.image} size="small" edge={64} className="h-16 w-16 shrink-0 rounded-lg border border-line bg-surface object-contain" />
          <div className="min-w-0 flex-1">
            {item.slug ? (
              <LanguageLink href={productPath(item.slug)} className="font-medium text-fg hover:text-brand hover:underline">
                {item.name}
              </LanguageLink>
            ) : (
              <p className="font-medium text-fg">{item.name}</p>
            )}
            <p className="text-sm text-fg-muted">{item.pack_name}</p>
            <p className="text-sm text-fg-muted">
              {item.quantity} × {formatPrice(item.price)}
              {item.act_price > item.price && <s className="ml-2 text-xs">{formatPrice(item.act_price)}</s>}
            </p>
          </div>
          <p className="font-semibold text-fg">{formatPrice(item.amount)}</p>
        </li>
      ))}
    </ul>
  );
}
