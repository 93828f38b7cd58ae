/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { PaymentMethods } from "./payment-methods";

const methods = [{ code: "razorpay", name: "Razorpay", selected: true }];
const refusal = "Cash on delivery is available for orders up to ₹5,000.00; please pay online";

it("says why cash on delivery is not offered in the page's language, with the limit as the server wrote it", async () => {
  renderInLanguage("hi", <PaymentMethods methods={methods} value="razorpay" disabled={false} onChange={() => {}} codUnavailable={refusal} />);
  expect(await screen.findByText("कैश ऑन डिलीवरी केवल ₹5,000.00 तक के ऑर्डर पर उपलब्ध है; कृपया ऑनलाइन भुगतान करें")).toBeInTheDocument();
});

it("keeps the server's English to the letter", () => {
  renderInEnglish(<PaymentMethods methods={methods} value="razorpay" disabled={false} onChange={() => {}} codUnavailable={refusal} />);
  expect(screen.getByText(refusal)).toBeInTheDocument();
});
