import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { SHOPPER_SENTENCES } from "@/lib/api/contract/shopper-sentences";
import { englishTexts, textsIn } from "@/testing/with-messages";
import { serverSentence, serverSentenceKey } from "./server-sentences";

type Tables = typeof SHOPPER_SENTENCES;
type Makers<Table> = { [K in keyof Table as Table[K] extends (...args: never[]) => string ? K : never]: Table[K] };
type Samples = { [T in keyof Tables]: { [K in keyof Makers<Tables[T]>]: Makers<Tables[T]>[K] extends (...args: infer A) => string ? A[] : never } };

/** Arguments for every sentence maker, so each of its wordings is written at least once. */
const SAMPLES: Samples = {
  coupon: { belowMinimum: [["SAVE10", 12000000], ["FESTIVE", 4350]] },
  line: {
    notDeliverable: [["560001"]],
    shortOfStock: [["Kisan Gold Moong Dal", "1 kg", 0], ["Kisan Gold Moong Dal", "1 kg", 1], ["Toor Dal", "500 g", 3]],
  },
  cartView: {
    couponRemoved: [["SAVE10", "This coupon has expired"], ["FESTIVE", "Add ₹250.00 more to use FESTIVE"]],
    addForFreeDelivery: [["₹1,20,000.00"], ["₹430.50"]],
  },
  cart: {},
  cashOnDelivery: { off: [["Jayanagar Store"]], overLimit: [[500000]] },
  place: {
    slot: [["Jayanagar Store"]],
    couponDropped: [["SAVE10", ""], ["SAVE10", "Coupon SAVE10 was removed: This coupon has expired"]],
    pricesChanged: [[123450]],
  },
  payment: { otherGateway: [["razorpay"], ["cashfree"]], gatewayOff: [["razorpay"], ["cashfree"]] },
  cancel: {
    tooLate: [[{ order_number: "ORD-1042", status: "delivered" }], [{ order_number: "ORD-7", status: "out_for_delivery" }]],
  },
  address: {},
  wishlist: { duplicate: [["Monthly groceries"]] },
  stockAlert: {},
  otp: { wrong: [[1], [2]] },
  account: {},
  field: { required: [["Pincode"], []], invalidEmail: [["Email"]], invalidFormat: [["GSTIN"]] },
};

/** Every sentence the shopper's tables can write, named by where it comes from. */
function everySentence(): [string, string][] {
  return Object.entries(SHOPPER_SENTENCES).flatMap(([table, sentences]) =>
    Object.entries(sentences as Record<string, unknown>).flatMap(([key, entry]): [string, string][] => {
      if (typeof entry === "string") return [[`${table}.${key}`, entry]];
      const samples = (SAMPLES as Record<string, Record<string, unknown[][]>>)[table][key] ?? [];
      return samples.map((args) => [`${table}.${key}`, (entry as (...args: unknown[]) => string)(...args)]);
    }),
  );
}

describe("the server's sentences in the page's language", () => {
  const sentences = everySentence();

  it("has samples for every sentence maker", () => {
    const makers = Object.entries(SHOPPER_SENTENCES).flatMap(([table, entries]) =>
      Object.entries(entries as Record<string, unknown>)
        .filter(([, entry]) => typeof entry === "function")
        .map(([key]) => `${table}.${key}`),
    );
    expect(makers.filter((maker) => !sentences.some(([source]) => source === maker))).toEqual([]);
  });

  it.each(sentences)("recognises %s: %s", (_source, sentence) => {
    expect(serverSentenceKey(sentence)).not.toBeNull();
  });

  it.each(sentences)("says %s in Hindi and Kannada: %s", (_source, sentence) => {
    for (const language of ["hi", "kn"] as const) {
      const said = serverSentence(sentence, textsIn(language, "ServerMessages"));
      expect(said).not.toBe(sentence);
      expect(said).not.toMatch(/ServerMessages|[{}]|[A-Za-z]{4,} [a-z]{3,} [a-z]{3,}/);
    }
  });

  it.each(sentences)("gives English back byte for byte: %s: %s", (_source, sentence) => {
    expect(serverSentence(sentence, englishTexts("ServerMessages"))).toBe(sentence);
  });

  it("keeps the amount, code and names the server wrote", () => {
    expect(serverSentence("Add ₹1,20,000.00 more to use SAVE10", textsIn("hi", "ServerMessages"))).toBe("SAVE10 इस्तेमाल करने के लिए ₹1,20,000.00 का और सामान डालें");
    expect(serverSentence("Only 2 left of Kisan Gold Moong Dal 1 kg", textsIn("kn", "ServerMessages"))).toBe("Kisan Gold Moong Dal 1 kg ಕೇವಲ 2 ಉಳಿದಿವೆ");
    expect(serverSentence("Free delivery", textsIn("kn", "ServerMessages"))).toBe("ಉಚಿತ ಡೆಲಿವರಿ");
  });

  it("says the reason inside a removed coupon's sentence in the page's language too", () => {
    expect(serverSentence("Coupon SAVE10 was removed: This coupon has expired", textsIn("hi", "ServerMessages"))).toBe(
      "कूपन SAVE10 हटा दिया गया: इस कूपन की अवधि समाप्त हो चुकी है",
    );
  });

  it("counts the tries left and names the order's status in the page's language", () => {
    expect(serverSentence("That code is not correct. You have 1 try left.", textsIn("hi", "ServerMessages"))).toBe("यह कोड सही नहीं है। आपके पास 1 कोशिश बची है।");
    expect(serverSentence("Order ORD-7 is out for delivery and can no longer be cancelled.", textsIn("hi", "ServerMessages"))).toBe(
      "ऑर्डर ORD-7 डिलीवरी के लिए निकल चुका है और अब रद्द नहीं किया जा सकता।",
    );
  });

  it("returns any other text as given", () => {
    expect(serverSentence("Coupon SAVE10 is for members only", textsIn("hi", "ServerMessages"))).toBe("Coupon SAVE10 is for members only");
    expect(serverSentence("", textsIn("kn", "ServerMessages"))).toBe("");
  });
});

const root = join(__dirname, "../..");

/** The project's files a module imports, followed to the end (packages are left out). */
function importChain(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(/^(?:import|export)[^;]*?from\s+["']([^"']+)["']/gm)) {
    const base = specifier.startsWith("@/") ? join(root, specifier.slice(2)) : specifier.startsWith(".") ? join(file, "..", specifier) : null;
    const resolved = base && [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
    if (resolved) importChain(resolved, seen);
  }
  return seen;
}

it("brings no backend or server-only code into the browser, and none of the tables into an English page's first download", () => {
  const files = (start: string) => [...importChain(join(root, start))].map((file) => relative(root, file));
  expect(files("lib/i18n/use-server-sentence.ts")).not.toContain("lib/api/contract/shopper-sentences.ts");
  const fetched = files("lib/i18n/server-sentences.ts");
  expect(fetched).toContain("lib/api/contract/shopper-sentences.ts");
  expect(fetched.filter((file) => file.startsWith("backend/") || /["'](server-only|node:[a-z]+)["']/.test(readFileSync(join(root, file), "utf8")))).toEqual([]);
});
