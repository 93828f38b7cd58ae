import { orderAgainMessage, type OrderAgainOutcome } from "@/lib/api/schemas/buy-again";
import { loadMessages } from "@/lib/i18n/message-files";
import { createTranslator } from "use-intl";
import { orderAgainSummary } from "./order-again-summary";

const OUTCOMES: Record<string, OrderAgainOutcome> = {
  "everything added": { added: [{ pack_id: 1, label: "Toor Dal 1 kg", quantity: 3, price: 160 }], left_out: [], price_changed: [] },
  "one unit added": { added: [{ pack_id: 1, label: "Toor Dal 1 kg", quantity: 1, price: 160 }], left_out: [], price_changed: [] },
  "nothing added": {
    added: [],
    left_out: [
      { pack_id: 2, label: "Basmati Rice 5 kg", quantity: 1, reason: "outOfStock", left: null },
      { pack_id: null, label: "Ghee 1 l", quantity: 2, reason: "noLongerSold", left: null },
    ],
    price_changed: [],
  },
  "a price change and every reason to leave out": {
    added: [{ pack_id: 1, label: "Toor Dal 1 kg", quantity: 2, price: 160 }],
    left_out: [
      { pack_id: 3, label: "Sugar 1 kg", quantity: 4, reason: "outOfStock", left: 2 },
      { pack_id: 4, label: "Salt 1 kg", quantity: 1, reason: "lineLimit", left: null },
    ],
    price_changed: [
      { pack_id: 1, label: "Toor Dal 1 kg", old_price: 150, new_price: 160 },
      { pack_id: 5, label: "Jaggery 1 kg", old_price: 1200, new_price: 1150.5 },
    ],
  },
};

async function texts(language: string) {
  const messages = await loadMessages(language);
  return createTranslator({ locale: language, messages, namespace: "Order" }) as unknown as (key: string, values?: Record<string, string | number>) => string;
}

describe("the Order again summary", () => {
  it.each(Object.entries(OUTCOMES))("is in English word for word the API's message: %s", async (_name, outcome) => {
    expect(orderAgainSummary(outcome, await texts("en"))).toBe(orderAgainMessage(outcome));
  });

  it.each(["hi", "kn"])("speaks %s, with no English word of the summary's own left", async (language) => {
    const t = await texts(language);
    for (const outcome of Object.values(OUTCOMES)) {
      const summary = orderAgainSummary(outcome, t);
      expect(summary.split("\n")).toHaveLength(orderAgainMessage(outcome).split("\n").length);
      expect(summary).not.toMatch(/\b(Added|Nothing|Price changed|Left out|now|was|out of stock|no longer sold|only|left|items?)\b/);
    }
    expect(orderAgainSummary(OUTCOMES["a price change and every reason to leave out"], t)).toContain("₹1,150.50");
  });
});
