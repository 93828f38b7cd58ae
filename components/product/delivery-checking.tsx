export const CHECKING = "Checking slots and charges…";

/** The delivery line while the estimate for the pincode is on its way. */
export function DeliveryChecking({ pincode }: { pincode: string }) {
  return (
    <>
      <p className="font-semibold">Delivery to {pincode}</p>
      <p className="text-fg-muted">{CHECKING}</p>
    </>
  );
}
