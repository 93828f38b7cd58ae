import { patterns, type PatternName } from "./patterns";
import {
  emailSchema,
  emailStrictSchema,
  nonNegativeIntegerSchema,
  numberSchema,
  phoneSchema,
  pincodeSchema,
  positiveIntegerSchema,
  signedDecimalSchema,
  slugSchema,
  wholeNumberSchema,
} from "./schemas";

const samples: Record<PatternName, { accepted: string[]; rejected: string[] }> = {
  email: {
    accepted: ["name@example.com", "first.last+tag@mail.example.co", "a_b%c-d@sub.domain.info", ".lead@example.com", "x@y.in"],
    rejected: ["", "plain", "@example.com", "name@", "name@example", "name@example.c", "a@b.museum", "na me@example.com", "name@@example.com", "name@example.c0m", "name@.com"],
  },
  emailStrict: {
    accepted: ["name@example.com", "first.last+tag@mail.example.co", "a@b.museum", "x@y.in"],
    rejected: ["", ".lead@example.com", "trail.@example.com", "dou..ble@example.com", "name@example", "name@example.c", "name@-bad.com", "name@example.c0m", "na me@example.com"],
  },
  phone: {
    accepted: ["9876543210", "6000000000", "7123456789", "8999999999"],
    rejected: ["", "5876543210", "0987654321", "987654321", "98765432101", "98765abcde", "+44 98765 43210"],
  },
  pincode: {
    accepted: ["110001", "560034", "999999", "100000"],
    rejected: ["", "011001", "11001", "1100011", "11000a", " 110001"],
  },
  number: {
    accepted: ["0", "12", "12.5", "0.5", ".5", "007"],
    rejected: ["", "12.", ".", "-1", "+1", "1.2.3", "1e5", "1,000", " 12", "abc"],
  },
  wholeNumber: {
    accepted: ["0", "7", "10", "42000"],
    rejected: ["", "007", "01", "-1", "1.5", "+3", " 1"],
  },
  nonNegativeInteger: {
    accepted: ["0", "7", "10", "007", "000"],
    rejected: ["", "-1", "1.5", "+3", "1a"],
  },
  positiveInteger: {
    accepted: ["1", "10", "999"],
    rejected: ["", "0", "01", "-1", "1.0", "+1"],
  },
  signedDecimal: {
    accepted: ["-1.5", "+2", "3", "0", "-.5", "+0.25"],
    rejected: ["", "-", "+", "1.", "--1", "1-", "1.2.3", "+-1"],
  },
  slug: {
    accepted: ["shoes", "running-shoes", "size-10", "a1-b2-c3"],
    rejected: ["", "Shoes", "running--shoes", "-shoes", "shoes-", "running_shoes", "running shoes", "shoé"],
  },
};

const acceptedCases = Object.entries(samples).flatMap(([name, { accepted }]) =>
  accepted.map((value) => [name as PatternName, value] as const),
);
const rejectedCases = Object.entries(samples).flatMap(([name, { rejected }]) =>
  rejected.map((value) => [name as PatternName, value] as const),
);

describe("shared patterns", () => {
  it("has samples for every registered pattern", () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(patterns).sort());
  });

  it.each(acceptedCases)("%s accepts %j", (name, value) => {
    expect(patterns[name].regex.test(value)).toBe(true);
  });

  it.each(rejectedCases)("%s rejects %j", (name, value) => {
    expect(patterns[name].regex.test(value)).toBe(false);
  });

  it.each(Object.entries(patterns))("%s has a message of its own", (_name, pattern) => {
    expect(pattern.message.length).toBeGreaterThan(10);
    expect(pattern.message).not.toMatch(/valid format/);
  });

  it.each([
    ["a@b.museum", false, true],
    [".lead@example.com", true, false],
    ["trail.@example.com", true, false],
    ["name@example.com", true, true],
  ])("the two email readings differ: %s (simple %s, strict %s)", (value, simple, strict) => {
    expect(patterns.email.regex.test(value)).toBe(simple);
    expect(patterns.emailStrict.regex.test(value)).toBe(strict);
  });
});

describe("zod schemas share the pattern and message", () => {
  const schemas = [
    ["email", emailSchema],
    ["emailStrict", emailStrictSchema],
    ["phone", phoneSchema],
    ["pincode", pincodeSchema],
    ["number", numberSchema],
    ["wholeNumber", wholeNumberSchema],
    ["nonNegativeInteger", nonNegativeIntegerSchema],
    ["positiveInteger", positiveIntegerSchema],
    ["signedDecimal", signedDecimalSchema],
    ["slug", slugSchema],
  ] as const;

  it("covers every registered pattern", () => {
    expect(schemas.map(([name]) => name).sort()).toEqual(Object.keys(patterns).sort());
  });

  it.each(schemas)("%s schema accepts the accepted samples", (name, schema) => {
    for (const value of samples[name].accepted) expect(schema.safeParse(value).success).toBe(true);
  });

  it.each(schemas)("%s schema rejects with the pattern's message", (name, schema) => {
    for (const value of samples[name].rejected) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(patterns[name].message);
    }
  });

  it("the phone schema reads a number as people write it and keeps its ten digits; the pattern alone does not", () => {
    for (const written of ["98765 43210", "+91 98765 43210", "+919876543210"]) {
      expect(phoneSchema.parse(written)).toBe("9876543210");
      expect(patterns.phone.regex.test(written)).toBe(false);
    }
  });

  it("rejects non-strings", () => {
    expect(phoneSchema.safeParse(9876543210).success).toBe(false);
  });
});
