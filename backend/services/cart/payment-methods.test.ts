import { paymentMethods } from "./payment-methods";

describe("paymentMethods", () => {
  it("always offers cash on delivery, selected by default", () => {
    expect(paymentMethods(undefined, {})).toEqual([{ code: "cod", name: "Cash on Delivery", selected: true }]);
    expect(paymentMethods("razorpay", {})).toEqual([{ code: "cod", name: "Cash on Delivery", selected: true }]);
  });

  it("adds configured online methods and selects the requested one", () => {
    expect(paymentMethods("razorpay", { RAZORPAY_KEY_ID: "rzp_test" })).toEqual([
      { code: "cod", name: "Cash on Delivery", selected: false },
      { code: "razorpay", name: "Pay Online (Razorpay)", selected: true },
    ]);
  });
});
