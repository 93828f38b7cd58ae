import { NOT_CHARGED_LABEL, paymentStatusText } from "./orders";

describe("paymentStatusText", () => {
  it("says a cancelled order that was never paid was not charged", () => {
    expect(paymentStatusText({ status: "cancelled", payment_status: "pending" })).toBe(NOT_CHARGED_LABEL);
    expect(paymentStatusText({ status: "cancelled", payment_status: "failed" })).toBe(NOT_CHARGED_LABEL);
  });
  it("keeps the gateway's word for live orders and for money that moved", () => {
    expect(paymentStatusText({ status: "placed", payment_status: "pending" })).toBe("Pending");
    expect(paymentStatusText({ status: "cancelled", payment_status: "refund_initiated" })).toBe("Refund initiated");
    expect(paymentStatusText({ status: "cancelled", payment_status: "refunded" })).toBe("Refunded");
    expect(paymentStatusText({ status: "delivered", payment_status: "paid" })).toBe("Paid");
  });
});
