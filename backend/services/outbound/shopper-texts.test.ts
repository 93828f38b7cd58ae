import { shopperText } from "./shopper-texts";

describe("shopperText", () => {
  it("keeps the English sign-in code message word for word", async () => {
    expect(await shopperText("en", "signInCode", { code: "654321" })).toBe(
      "654321 is your sign-in code. It expires in 10 minutes. Do not share it with anyone.",
    );
  });

  it("writes in the shopper's language", async () => {
    expect(await shopperText("hi", "signInCode", { code: "654321" })).toBe(
      "654321 आपका साइन-इन कोड है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।",
    );
    expect(await shopperText("kn", "backInStock", { item: "Kisan Gold Moong Dal 1 kg", link: "https://shop.example/kn/products/moong" })).toBe(
      "Kisan Gold Moong Dal 1 kg ಮತ್ತೆ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ. ಇಲ್ಲಿ ಆರ್ಡರ್ ಮಾಡಿ: https://shop.example/kn/products/moong",
    );
  });

  it("falls back to English for a language with no messages file", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await shopperText("ta", "backInStock", { item: "Rice 5 kg", link: "https://shop.example/products/rice" })).toBe(
      "Rice 5 kg is back in stock. Order it here: https://shop.example/products/rice",
    );
    expect(error).toHaveBeenCalledWith('No messages file for language "ta"');
  });
});
