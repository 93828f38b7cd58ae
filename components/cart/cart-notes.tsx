import type { Cart } from "@/lib/api/schemas";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";
import { InfoIcon } from "@/components/ui/icons";

/**
 * The server's words on the cart: a dropped coupon or undeliverable lines, and how far free delivery
 * is. Checkout leaves the first out when it says instead that the address is not served.
 */
export function CartNotes({ cart, withMessage = true }: { cart: Cart; withMessage?: boolean }) {
  const say = useServerSentence();
  const notes = [withMessage ? cart.message : "", cart.deliveryMessage]
    .filter((note): note is string => Boolean(note))
    .map(say);
  if (notes.length === 0) return null;
  return (
    <div className="grid gap-1.5" aria-live="polite">
      {notes.map((note) => (
        <p key={note} className="flex items-start gap-2 rounded-lg bg-brand/10 px-3 py-2 text-sm text-fg">
          <InfoIcon size={16} className="mt-0.5 shrink-0 text-brand" />
          {note}
        </p>
      ))}
    </div>
  );
}
