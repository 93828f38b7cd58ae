/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { RecordTranslations } from "@/lib/api/schemas/translations";
import { RecordTranslationsForm } from "./record-translations";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const sent = jest.fn();
beforeEach(() => {
  sent.mockReset();
  global.fetch = sent;
});

const product: RecordTranslations = {
  record: "product",
  id: 7,
  original: { language: "en", name: "Kisan Gold Toor Dal", description: "Unpolished arhar dal." },
  translations: [
    { language: "hi", name: "किसान गोल्ड तूर दाल", description: null },
    { language: "kn", name: null, description: null },
  ],
};

describe("RecordTranslationsForm", () => {
  it("has a name and a description field per other language and sends every language's texts", async () => {
    // What the transport reads of a response: its status and its text (and the anti-forgery call's body).
    const body = JSON.stringify({ translations: product, message: "Translations saved" });
    sent.mockResolvedValue({ ok: true, status: 200, text: async () => body, arrayBuffer: async () => new ArrayBuffer(0) });
    render(<RecordTranslationsForm translations={product} label="Translations" />);
    const form = screen.getByRole("form", { name: "Translations" });
    expect(within(form).getByLabelText(/^Name in Hindi/)).toHaveValue("किसान गोल्ड तूर दाल");
    expect(within(form).getByLabelText(/^Name in Kannada/)).toHaveValue("");
    fireEvent.change(within(form).getByLabelText(/^Name in Kannada/), { target: { value: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ತೊಗರಿ ಬೇಳೆ" } });
    fireEvent.change(within(form).getByLabelText(/^Description in Hindi/), { target: { value: "बिना पॉलिश की अरहर दाल।" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save translations" }));
    const put = () => sent.mock.calls.find(([, options]) => (options as RequestInit | undefined)?.method === "PUT") as [string, RequestInit] | undefined;
    await waitFor(() => expect(put()).toBeDefined());
    const [url, init] = put()!;
    expect(url).toContain("/api/console/translations/product/7");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({
      translations: [
        { language: "hi", name: "किसान गोल्ड तूर दाल", description: "बिना पॉलिश की अरहर दाल।" },
        { language: "kn", name: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ತೊಗರಿ ಬೇಳೆ", description: "" },
      ],
    });
  });

  it("gives a brand no description field, and a website with one language no section", () => {
    const brand: RecordTranslations = { ...product, record: "brand", original: { ...product.original, description: null } };
    const { unmount } = render(<RecordTranslationsForm translations={brand} label="Translations" />);
    expect(screen.queryByLabelText(/^Description in/)).toBeNull();
    unmount();
    render(<RecordTranslationsForm translations={{ ...brand, translations: [] }} label="Translations" />);
    expect(screen.queryByRole("form")).toBeNull();
  });
});
