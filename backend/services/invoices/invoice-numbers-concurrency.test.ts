import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database, PaymentRow } from "@/backend/db/schema";
import { financialYear } from "@/backend/services/gst/financial-year";
import { applyPayment } from "@/backend/services/orders/apply-payment";
import { recordAttempt } from "@/backend/services/orders/attempts";
import { deliverablePacks, GATEWAY_KEYS, placeCartAs } from "@/backend/test/orders";
import { razorpayCheckoutSignal } from "@/backend/services/payments/reconcile";
import { storeCustomers } from "@/backend/test/placement-races";
import { withTestDatabase } from "@/backend/test/database";

/**
 * Twenty online orders confirmed at the same moment (each payment applied in its own transaction): on
 * PostgreSQL they truly run in parallel (CI runs the backend suite there too), on SQLite they queue.
 */
withTestDatabase();
jest.setTimeout(180_000);

let db: Kysely<Database>;

beforeAll(async () => {
  db = await ensureDatabase();
  Object.assign(process.env, { RAZORPAY_KEY_ID: GATEWAY_KEYS.razorpay.keyId, RAZORPAY_KEY_SECRET: GATEWAY_KEYS.razorpay.keySecret });
});

afterAll(() => {
  delete process.env.RAZORPAY_KEY_ID;
  delete process.env.RAZORPAY_KEY_SECRET;
});

const sequenceOf = (number: string) => Number(number.slice(number.lastIndexOf("/") + 1));

describe("invoice numbers under 20 concurrent confirmations", () => {
  it("are unique and leave no gap in the website's series for the year", async () => {
    const [pack] = await deliverablePacks(db);
    const customers = await storeCustomers(db, 20, "93");
    const attempts: PaymentRow[] = [];
    for (const [index, customer] of customers.entries()) {
      const placed = await placeCartAs(customer, pack, "razorpay");
      attempts.push(await recordAttempt(db, { orderId: placed.id, gateway: "razorpay", gatewayOrderId: `order_race${index}`, amount: Math.round(placed.total * 100) }));
    }

    const outcomes = await Promise.all(
      attempts.map((attempt, index) => applyPayment(db, attempt, razorpayCheckoutSignal({ orderId: attempt.gateway_order_id, paymentId: `pay_race${index}` }, attempt.amount))),
    );
    expect(outcomes).toEqual(Array(20).fill("paid"));

    const year = financialYear(new Date());
    const issued = await db.selectFrom("tax_documents").select(["order_id", "number", "sequence"]).where("website_id", "=", 1).where("kind", "=", "invoice").where("financial_year", "=", year).execute();
    const raced = issued.filter((document) => attempts.some((attempt) => attempt.order_id === document.order_id));
    expect(raced).toHaveLength(20);
    expect(new Set(raced.map((document) => document.number)).size).toBe(20);
    const sequences = issued.map((document) => document.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    for (const document of issued) expect(sequenceOf(document.number)).toBe(document.sequence);
    expect(raced.every((document) => document.number.startsWith(`AS/${year.slice(2, 4)}${year.slice(5, 7)}/`))).toBe(true);
  });
});
