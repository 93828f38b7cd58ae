import { paymentMethods } from "./payment-methods";

const razorpayKeys = { RAZORPAY_KEY_ID: "rzp_test_key", RAZORPAY_KEY_SECRET: "secret" };

describe("paymentMethods", () => {
  it("always offers cash on delivery, selected by default", () => {
    expect(paymentMethods(undefined, {})).toEqual([{ code: "cod", name: "Cash on Delivery", selected: true }]);
    expect(paymentMethods("razorpay", {})).toEqual([{ code: "cod", name: "Cash on Delivery", selected: true }]);
  });

  it("adds a fully configured online method and selects it when requested", () => {
    const methods = paymentMethods("razorpay", razorpayKeys);
    expect(methods.map(({ code, selected }) => ({ code, selected }))).toEqual([
      { code: "cod", selected: false },
      { code: "razorpay", selected: true },
    ]);
  });

  it("leaves out a gateway whose secret is missing", () => {
    expect(paymentMethods("razorpay", { RAZORPAY_KEY_ID: "rzp_test_key" }).map((method) => method.code)).toEqual(["cod"]);
  });
});
