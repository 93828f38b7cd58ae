import { formatDocumentNumber, MAX_DOCUMENT_NUMBER_LENGTH } from "./document-number";

describe("tax document numbers", () => {
  it("fit GST's 16 characters with the longest website prefix and the last number of each series", () => {
    expect(formatDocumentNumber("ABCD", "invoice", "2026-27", 999_999)).toBe("ABCD/2627/999999");
    expect(formatDocumentNumber("ABCD", "credit_note", "2026-27", 99_999)).toBe("ABCD/C2627/99999");
    for (const number of [formatDocumentNumber("ABCD", "invoice", "2099-00", 1), formatDocumentNumber("ABCD", "credit_note", "2099-00", 1)]) {
      expect(number.length).toBeLessThanOrEqual(MAX_DOCUMENT_NUMBER_LENGTH);
      expect(number).toMatch(/^[A-Z0-9/-]+$/);
    }
  });

  it("keep invoices and credit notes of the same year apart", () => {
    expect(formatDocumentNumber("AS", "invoice", "2026-27", 4)).toBe("AS/2627/000004");
    expect(formatDocumentNumber("AS", "credit_note", "2026-27", 4)).toBe("AS/C2627/00004");
  });

  it("refuse a number that would no longer fit rather than print a non-compliant one", () => {
    expect(() => formatDocumentNumber("ABCD", "credit_note", "2026-27", 100_000)).toThrow("The credit_note series of 2026-27 is full");
  });
});
