import { cartSchema, type Cart } from "@/lib/api/schemas";
import {
  deliveryChoices,
  pendingCheckoutPath,
  placeBlockers,
  reconcileChoices,
  selectedPaymentMethod,
  slotDates,
  slotsOn,
} from "./checkout-flow";
import { paymentOutcomePath } from "./payment-outcome";
import { serverSentence } from "@/lib/i18n/server-sentences";
import { englishTexts, textsIn } from "@/testing/with-messages";

const english = englishTexts("Checkout");
const sayInEnglish = (text: string) => serverSentence(text, englishTexts("ServerMessages"));
const sayIn = (language: "hi" | "kn") => (text: string) => serverSentence(text, textsIn(language, "ServerMessages"));

const slot = (date: string, start_time: string, end_time: string) => ({ date, start_time, end_time });
const MORNING = slot("2026-11-27", "09:00", "12:00");
const EVENING = slot("2026-11-27", "17:00", "20:00");
const NEXT_DAY = slot("2026-11-28", "09:00", "12:00");

const line = (pack_id: number, delivery_charge_id: number | null, extra: Record<string, unknown> = {}) => ({
  pack_id,
  name: `Product ${pack_id}`,
  pack: "500 g",
  quantity: 1,
  price: 100,
  act_price: 120,
  amount: 100,
  warehouse_id: 1,
  delivery_charge_id,
  ...extra,
});

function cart(overrides: Record<string, unknown> = {}): Cart {
  return cartSchema.parse({
    quantity: 2,
    total: 240,
    serviceable: true,
    paymentMethods: [
      { code: "cod", name: "Cash on Delivery", selected: false },
      { code: "razorpay", name: "Pay Online (Razorpay)", selected: true },
    ],
    items: [line(1, 7), line(2, 9)],
    grouped_items: [
      { delivery_charge_id: 7, name: "Bengaluru", slots: [MORNING, EVENING, NEXT_DAY], items: [line(1, 7)] },
      { delivery_charge_id: 9, name: "Mysuru", slots: [NEXT_DAY], items: [line(2, 9)] },
    ],
    ...overrides,
  });
}

describe("checkout flow", () => {
  it("lists each date once and the slots of a date", () => {
    expect(slotDates([MORNING, EVENING, NEXT_DAY])).toEqual(["2026-11-27", "2026-11-28"]);
    expect(slotsOn([MORNING, EVENING, NEXT_DAY], "2026-11-27")).toEqual([MORNING, EVENING]);
  });

  it("preselects each group's first slot and keeps a choice the server still offers", () => {
    expect(reconcileChoices(cart(), {})).toEqual({ 7: MORNING, 9: NEXT_DAY });
    expect(reconcileChoices(cart(), { 7: EVENING })).toEqual({ 7: EVENING, 9: NEXT_DAY });
    expect(reconcileChoices(cart(), { 7: slot("2026-11-01", "09:00", "12:00") })).toEqual({ 7: MORNING, 9: NEXT_DAY });
  });

  it("sends one delivery per delivering group", () => {
    expect(deliveryChoices(cart(), { 7: EVENING, 9: NEXT_DAY })).toEqual([
      { delivery_charge_id: 7, date: "2026-11-27", start_time: "17:00", end_time: "20:00" },
      { delivery_charge_id: 9, date: "2026-11-28", start_time: "09:00", end_time: "12:00" },
    ]);
  });

  it("lets a complete checkout through", () => {
    const ready = cart();
    expect(placeBlockers(ready, { addressId: 3, paymentMethod: "cod", choices: reconcileChoices(ready, {}) }, english, sayInEnglish)).toEqual([]);
  });

  it("blocks without an address, a slot or an offered payment method", () => {
    const ready = cart();
    expect(placeBlockers(ready, { addressId: null, paymentMethod: "upi", choices: { 7: MORNING } }, english, sayInEnglish)).toEqual([
      "Please choose a delivery address",
      "Please choose a delivery slot",
      "Please choose a payment method",
    ]);
  });

  it("blocks on lines that cannot be ordered, with their message", () => {
    const undeliverable = cart({
      serviceable: false,
      message: "Some items cannot be delivered; remove them to check out",
      items: [line(1, null, { valid: false, message: "Not deliverable to 700001" })],
      grouped_items: [{ delivery_charge_id: null, items: [line(1, null, { valid: false, message: "Not deliverable to 700001" })] }],
    });
    expect(placeBlockers(undeliverable, { addressId: 3, paymentMethod: "cod", choices: {} }, english, sayInEnglish)).toEqual(["Product 1 (500 g): Not deliverable to 700001"]);
    // An address no warehouse serves is named once, with what to do.
    expect(placeBlockers(undeliverable, { addressId: 3, addressPincode: "700001", paymentMethod: "cod", choices: {} }, english, sayInEnglish)).toEqual([
      "We do not deliver to 700001 — choose another address",
    ]);
    expect(placeBlockers(cart({ items: [], grouped_items: [] }), { addressId: 3, paymentMethod: "cod", choices: {} }, english, sayInEnglish)).toEqual(["Your cart is empty"]);
  });

  it("names what blocks the order in the page's language", () => {
    const undeliverable = cart({ items: [line(1, null, { valid: false, message: "" })], grouped_items: [] });
    expect(placeBlockers(cart(), { addressId: null, paymentMethod: "upi", choices: {} }, textsIn("hi", "Checkout"), sayIn("hi"))).toEqual([
      "कृपया डिलीवरी का पता चुनें",
      "कृपया डिलीवरी स्लॉट चुनें",
      "कृपया भुगतान का तरीका चुनें",
    ]);
    expect(placeBlockers(undeliverable, { addressId: 3, paymentMethod: "upi", choices: {} }, textsIn("kn", "Checkout"), sayIn("kn"))).toEqual([
      "Product 1 (500 g): ಆರ್ಡರ್ ಮಾಡಲು ಆಗುವುದಿಲ್ಲ",
      "ದಯವಿಟ್ಟು ಪಾವತಿ ವಿಧಾನ ಆಯ್ಕೆಮಾಡಿ",
    ]);
  });

  it("says the server's sentences about lines and the cart in the page's language", () => {
    const refused = cart({
      serviceable: false,
      message: "Some items cannot be delivered; remove them to check out",
      items: [line(1, null, { valid: false, message: "Not deliverable to 700001" })],
      grouped_items: [{ delivery_charge_id: null, items: [line(1, null, { valid: false, message: "Not deliverable to 700001" })] }],
    });
    expect(placeBlockers(refused, { addressId: 3, paymentMethod: "cod", choices: {} }, textsIn("hi", "Checkout"), sayIn("hi"))).toEqual([
      "Product 1 (500 g): 700001 पर डिलीवरी नहीं होती",
    ]);
    const unserved = cart({ serviceable: false, message: "Some items cannot be delivered; remove them to check out" });
    expect(placeBlockers(unserved, { addressId: 3, paymentMethod: "cod", choices: reconcileChoices(unserved, {}) }, textsIn("kn", "Checkout"), sayIn("kn"))).toEqual([
      "ಕೆಲವು ವಸ್ತುಗಳನ್ನು ಡೆಲಿವರಿ ಮಾಡಲಾಗುವುದಿಲ್ಲ; ಚೆಕ್‌ಔಟ್ ಮಾಡಲು ಅವುಗಳನ್ನು ತೆಗೆಯಿರಿ",
    ]);
  });

  it("starts with the method the server selected", () => {
    expect(selectedPaymentMethod(cart())).toBe("razorpay");
    expect(selectedPaymentMethod(cart({ paymentMethods: [{ code: "cod", name: "Cash on Delivery" }] }))).toBe("cod");
  });

  it("sends a decided payment to the success page, a pending one to the confirmation, a failed one nowhere", () => {
    const answer = { order_id: 12, order_number: "DS-100101", payment_method: "razorpay", message: "", retry: null };
    expect(paymentOutcomePath({ ...answer, state: "paid" })).toBe("/order/success/DS-100101");
    expect(paymentOutcomePath({ ...answer, state: "placed" })).toBe("/order/success/DS-100101");
    expect(paymentOutcomePath({ ...answer, state: "pending" })).toBe("/checkout/confirm/12");
    expect(paymentOutcomePath({ ...answer, state: "failed" })).toBeNull();
    expect(pendingCheckoutPath(12)).toBe("/checkout?pending=12");
  });
});
