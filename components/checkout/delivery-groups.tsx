"use client";

import { useTranslations } from "use-intl";
import type { Cart, CartGroup, DeliverySlot } from "@/lib/api/schemas";
import { formatPrice } from "@/lib/format";
import { CartLine } from "@/components/cart/cart-line";
import { calendarWords, deliveryDay, slotText } from "@/components/cart/delivery-text";
import { choiceClass } from "@/components/forms/field-styles";
import { TruckIcon } from "@/components/ui/icons";
import { ChoiceCard } from "./checkout-section";
import { slotDates, slotKey, slotsOn, type SlotChoices } from "./checkout-flow";

type SlotProps = { group: CartGroup & { delivery_charge_id: number }; chosen: DeliverySlot | undefined; disabled: boolean; onChoose: (slot: DeliverySlot) => void };

function SlotPicker({ group, chosen, disabled, onChoose }: SlotProps) {
  const t = useTranslations("Checkout");
  const calendar = calendarWords(useTranslations("Cart"));
  const dates = slotDates(group.slots);
  const date = chosen?.date ?? dates[0];
  const name = `slot-${group.delivery_charge_id}`;
  if (dates.length === 0) return <p className="text-sm text-danger">{t("noSlot")}</p>;
  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-fg">{t("deliveryDate")}</legend>
        <div className="flex flex-wrap gap-2">
          {dates.map((day) => (
            <ChoiceCard key={day} className="items-center py-2">
              <input
                type="radio"
                name={`${name}-date`}
                checked={day === date}
                disabled={disabled}
                onChange={() => onChoose(slotsOn(group.slots, day)[0])}
                className={choiceClass}
              />
              <span className="text-sm font-medium">{deliveryDay(day, calendar)}</span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-fg">{t("deliveryTime")}</legend>
        <div className="flex flex-wrap gap-2">
          {slotsOn(group.slots, date).map((slot) => (
            <ChoiceCard key={slotKey(slot)} className="items-center py-2">
              <input
                type="radio"
                name={`${name}-time`}
                checked={chosen !== undefined && slotKey(slot) === slotKey(chosen)}
                disabled={disabled}
                onChange={() => onChoose(slot)}
                className={choiceClass}
              />
              <span className="text-sm font-medium">{slotText(slot.start_time, slot.end_time)}</span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

type Props = { cart: Cart; choices: SlotChoices; disabled: boolean; onChoose: (deliveryChargeId: number, slot: DeliverySlot) => void };

/** One block per delivery group: where it ships from, its charge, its lines and its slot. */
export function DeliveryGroups({ cart, choices, disabled, onChoose }: Props) {
  const t = useTranslations("Checkout");
  return (
    <div className="grid gap-4">
      {cart.grouped_items.map((group, index) => (
        <section
          key={String(group.delivery_charge_id)}
          aria-label={group.name ? t("deliveryFrom", { name: group.name }) : t("deliveryNumber", { number: index + 1 })}
          className="rounded-lg border border-line p-3 sm:p-4"
        >
          <header className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 font-semibold text-fg">
              <TruckIcon size={18} className="text-brand" />
              {group.delivery_charge_id === null ? t("cannotDeliver") : group.name ? t("from", { name: group.name }) : t("deliveryNumber", { number: index + 1 })}
            </p>
            {group.delivery_charge_id !== null && (
              <p className="text-sm text-fg-muted">{group.delivery_charge > 0 ? t("deliveryCharge", { price: formatPrice(group.delivery_charge) }) : t("freeDelivery")}</p>
            )}
          </header>
          <ul className="divide-y divide-line">
            {group.items.map((item) => (
              <CartLine key={item.pack_id} item={item} />
            ))}
          </ul>
          {group.delivery_charge_id !== null && (
            <div className="mt-2 border-t border-line pt-3">
              <SlotPicker
                group={{ ...group, delivery_charge_id: group.delivery_charge_id }}
                chosen={choices[group.delivery_charge_id]}
                disabled={disabled}
                onChoose={(slot) => onChoose(group.delivery_charge_id!, slot)}
              />
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
