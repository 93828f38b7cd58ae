"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";
import type { Address, AvailableCoupon, Cart, DeliverySlot } from "@/lib/api/schemas";
import { useToast } from "@/lib/state/toasts";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";
import { browserFetch } from "@/lib/api/browser-transport";
import { deliversTo } from "@/lib/api/pincode";
import { AddressPicker } from "./address-picker";
import { CheckoutSection } from "./checkout-section";
import { addressUnserved, deliveryChoices, placeBlockers, reconcileChoices, selectedPaymentMethod, type SlotChoices } from "./checkout-flow";
import { DeliveryGroups } from "./delivery-groups";
import { EmptyCheckout } from "./empty-checkout";
import { OrderSummary } from "./order-summary";
import { PaymentMethods } from "./payment-methods";
import { useCheckoutCart } from "./use-checkout-cart";
import { usePlaceOrder } from "./use-place-order";

type Props = { addresses: Address[]; initialAddressId: number | null; initialCart: Cart; initialCoupons?: AvailableCoupon[] };

/** The checkout: address, delivery slots and payment on the left, the summary and Place Order on the right. */
export function CheckoutView({ addresses: initialAddresses, initialAddressId, initialCart, initialCoupons }: Props) {
  const t = useTranslations("Checkout");
  const say = useServerSentence();
  const addressWords = useTranslations("Address");
  const toast = useToast();
  const [addresses, setAddresses] = useState(initialAddresses);
  const [addressId, setAddressId] = useState(initialAddressId);
  const [adding, setAdding] = useState(initialAddresses.length === 0);
  const [paymentMethod, setPaymentMethod] = useState(() => selectedPaymentMethod(initialCart));
  const [picked, setPicked] = useState<SlotChoices>({});
  const [notes, setNotes] = useState("");
  const { cart, repricing, reprice } = useCheckoutCart(initialCart, { address_id: addressId ?? undefined, payment_method: paymentMethod });
  const order = usePlaceOrder(() => reprice({ address_id: addressId ?? undefined, payment_method: paymentMethod }));

  const choices = reconcileChoices(cart, picked);
  const addressPincode = addresses.find((address) => address.id === addressId)?.pincode ?? null;
  const blockers = placeBlockers(cart, { addressId, addressPincode, paymentMethod, choices }, t, say);
  const locked = order.placing;

  if (cart.items.length === 0) return <EmptyCheckout />;

  const chooseAddress = (id: number) => {
    setAddressId(id);
    order.clearError();
    void reprice({ address_id: id, payment_method: paymentMethod });
  };
  const choosePayment = (code: string) => {
    setPaymentMethod(code);
    order.clearError();
    void reprice({ address_id: addressId ?? undefined, payment_method: code });
  };
  const chooseSlot = (deliveryChargeId: number, slot: DeliverySlot) => setPicked((current) => ({ ...current, [deliveryChargeId]: slot }));
  const added = async (address: Address) => {
    setAddresses((current) => [...current.map((item) => (address.is_default ? { ...item, is_default: false } : item)), address]);
    setAdding(false);
    toast.success(addressWords("added"));
    // An address the website cannot deliver to is kept, not chosen for the shopper.
    const served = await deliversTo(browserFetch, address.pincode);
    if (served) chooseAddress(address.id);
  };

  const placeNow = () =>
    order.place({
      address_id: addressId ?? 0,
      payment_method: paymentMethod,
      deliveries: deliveryChoices(cart, choices),
      notes,
      expected_total: cart.total,
    });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <div className="grid min-w-0 gap-6">
        <CheckoutSection step={1} title={t("stepAddress")}>
          <AddressPicker
            addresses={addresses}
            selectedId={addressId}
            adding={adding}
            disabled={locked}
            onSelect={chooseAddress}
            onAdding={setAdding}
            onAdded={(address) => void added(address)}
          />
        </CheckoutSection>
        <CheckoutSection step={2} title={t("stepDelivery")}>
          <DeliveryGroups cart={cart} choices={choices} disabled={locked} onChoose={chooseSlot} />
        </CheckoutSection>
        <CheckoutSection step={3} title={t("stepPayment")}>
          <PaymentMethods methods={cart.paymentMethods} codUnavailable={cart.cod_unavailable} value={paymentMethod} disabled={locked} onChange={choosePayment} />
        </CheckoutSection>
      </div>
      <OrderSummary
        cart={cart}
        initialCoupons={initialCoupons}
        notes={notes}
        onNotes={setNotes}
        blockers={blockers}
        unservedAddress={addressPincode !== null && addressUnserved(cart)}
        repricing={repricing}
        placing={order.placing}
        error={order.error}
        onPlace={() => void placeNow()}
      />
    </div>
  );
}
