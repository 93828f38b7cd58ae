import { englishTexts, textsIn } from "@/testing/with-messages";
import { serverSentence } from "./server-sentences";

describe("the server's sentences in the page's language", () => {
  it("says how far free delivery is in Hindi and Kannada, with the amount as the server wrote it", () => {
    expect(serverSentence("Add ₹1,20,000.00 more for free delivery", textsIn("hi", "Cart"))).toBe("मुफ़्त डिलीवरी के लिए ₹1,20,000.00 का और सामान डालें");
    expect(serverSentence("Free delivery", textsIn("kn", "Cart"))).toBe("ಉಚಿತ ಡೆಲಿವರಿ");
  });

  it("keeps English as the server sent it, and any other text as given", () => {
    expect(serverSentence("Add ₹430.00 more for free delivery", englishTexts("Cart"))).toBe("Add ₹430.00 more for free delivery");
    expect(serverSentence("Coupon SAVE10 was removed", textsIn("hi", "Cart"))).toBe("Coupon SAVE10 was removed");
  });
});
