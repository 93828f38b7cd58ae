import { MOUNT_PATH } from "@/lib/api/protocol";
import { cartSchema, type Cart } from "@/lib/api/schemas";

type Reply = { status?: number; body: unknown } | Error;

/**
 * A fake /s API for component tests: replies queued per "METHOD path", every request recorded.
 * Sets the anti-forgery cookie so writes go straight out.
 */
export function fakeApi() {
  const replies = new Map<string, Reply[]>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  document.cookie = "csrf_token=t";
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const path = url.startsWith(MOUNT_PATH) ? url.slice(MOUNT_PATH.length) : url;
    requests.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies.get(`${method} ${path}`)?.shift();
    if (!reply) throw new Error(`No reply queued for ${method} ${path}`);
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    // jsdom has no Response; the transports only read ok, status and text().
    return { ok: status < 400, status, text: async () => JSON.stringify(reply.body) } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    requests,
    reply(key: string, ...queued: Reply[]) {
      replies.set(key, [...(replies.get(key) ?? []), ...queued]);
    },
  };
}

const line = (pack_id: number, quantity: number) => ({
  pack_id,
  name: `Product ${pack_id}`,
  slug: `product-${pack_id}`,
  image: "",
  pack: "1 kg",
  quantity,
  price: 120,
  act_price: 150,
  amount: 120 * quantity,
  warehouse_id: 1,
  delivery_charge_id: null,
});

/** A cart holding `quantity` of each pack id, priced at ₹120 a unit. */
export function cartWith(lines: Record<number, number>, extra: Record<string, unknown> = {}): Cart {
  const items = Object.entries(lines).map(([id, quantity]) => line(Number(id), quantity));
  const amount = items.reduce((sum, item) => sum + item.amount, 0);
  return cartSchema.parse({
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    amount,
    total: amount,
    items,
    grouped_items: items.length ? [{ delivery_charge_id: null, items }] : [],
    ...extra,
  });
}
