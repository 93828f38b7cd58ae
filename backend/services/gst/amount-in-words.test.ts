import { amountInWords } from "./amount-in-words";

describe("amount in words, Indian system", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [9_950, "Rupees Ninety Nine and Fifty Paise Only"],
    [10_000_000, "Rupees One Lakh Only"],
    [123_456_789_01, "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and One Paisa Only"],
    [101, "Rupees One and One Paisa Only"],
    [100_000, "Rupees One Thousand Only"],
    [1_10_00_000_00, "Rupees One Crore Ten Lakh Only"],
    [1_000_000_000_000, "Rupees One Thousand Crore Only"],
    [2_150_00, "Rupees Two Thousand One Hundred Fifty Only"],
  ])("%i paise reads %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("refuses fractions of a paisa and negative amounts", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
