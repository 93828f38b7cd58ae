/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { LanguagePrefixProvider } from "@/components/i18n/language-prefix";
import { fakeApi } from "@/components/cart/test-utils";
import { PaymentConfirm } from "./payment-confirm";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));

const answer = (state: string, retry: string | null = null) => ({
  body: { state, order_id: 5, order_number: "AS-1005", payment_method: "razorpay", message: "The payment was declined.", retry },
});

beforeEach(() => replace.mockReset());

it("goes to the order's success page in the page's language once the payment is decided", async () => {
  fakeApi().reply("POST /api/payments/5/confirm", answer("paid"));
  renderInLanguage(
    "hi",
    <LanguagePrefixProvider prefix="/hi">
      <PaymentConfirm orderId={5} />
    </LanguagePrefixProvider>,
  );
  expect(screen.getByRole("heading", { name: "आपका भुगतान पक्का किया जा रहा है" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("आपका भुगतान पक्का किया जा रहा है…");
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/hi/order/success/AS-1005"));
});

it("a refused payment offers to pay again and the way back to checkout, in Kannada", async () => {
  fakeApi().reply("POST /api/payments/5/confirm", answer("failed", "/checkout/razorpay/5"));
  renderInLanguage(
    "kn",
    <LanguagePrefixProvider prefix="/kn">
      <PaymentConfirm orderId={5} />
    </LanguagePrefixProvider>,
  );
  expect(await screen.findByRole("heading", { name: "ಪಾವತಿ ಖಚಿತವಾಗಿಲ್ಲ" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ" })).toHaveAttribute("href", "/kn/checkout/razorpay/5");
  expect(screen.getByRole("link", { name: "ಚೆಕ್‌ಔಟ್‌ಗೆ ಹಿಂತಿರುಗಿ" })).toHaveAttribute("href", "/kn/checkout");
});

it("says the server's sentence about the payment in the page's language", async () => {
  const unverified = answer("failed", "/checkout/razorpay/5");
  unverified.body.message = "Payment could not be verified. Your order is still open: please try paying again.";
  fakeApi().reply("POST /api/payments/5/confirm", unverified);
  renderInLanguage(
    "hi",
    <LanguagePrefixProvider prefix="/hi">
      <PaymentConfirm orderId={5} />
    </LanguagePrefixProvider>,
  );
  expect(await screen.findByRole("alert")).toHaveTextContent("भुगतान की पुष्टि नहीं हो सकी। आपका ऑर्डर अभी खुला है: कृपया फिर से भुगतान करें।");
});

it("keeps the English words to the letter", async () => {
  fakeApi().reply("POST /api/payments/5/confirm", answer("failed", "/checkout/razorpay/5"));
  renderInEnglish(<PaymentConfirm orderId={5} />);
  expect(await screen.findByRole("heading", { name: "Payment not confirmed" })).toBeInTheDocument();
  expect(screen.getByRole("alert")).toHaveTextContent("The payment was declined.");
  expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/checkout/razorpay/5");
  expect(screen.getByRole("link", { name: "Back to checkout" })).toHaveAttribute("href", "/checkout");
});
