export interface Pattern {
  readonly regex: RegExp;
  readonly message: string;
}

// Email fields say '{label} is not a valid email address' (lib/validation/rules.ts); these are its words for the label "Email".
export const emailPattern: Pattern = {
  regex: /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/,
  message: "Email is not a valid email address",
};

// Dots only between local-part segments; any top-level domain of 2+ letters (e.g. ".museum").
export const emailStrictPattern: Pattern = {
  regex: /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
  message: "Email is not a valid email address",
};

export const phonePattern: Pattern = {
  regex: /^[6-9]\d{9}$/,
  message: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
};

export const pincodePattern: Pattern = {
  regex: /^[1-9]\d{5}$/,
  message: "Enter a 6-digit PIN code that does not start with 0",
};

const numberPattern: Pattern = {
  regex: /^(?:\d+(?:\.\d+)?|\.\d+)$/,
  message: "Enter a number using digits and at most one decimal point, like 12 or 12.5",
};

// Canonical form: "0" or digits without a leading zero.
const wholeNumberPattern: Pattern = {
  regex: /^(?:0|[1-9]\d*)$/,
  message: "Enter a whole number of 0 or more, without leading zeros",
};

// Digits only, leading zeros allowed ("007"), unlike wholeNumberPattern.
const nonNegativeIntegerPattern: Pattern = {
  regex: /^\d+$/,
  message: "Enter digits only",
};

const positiveIntegerPattern: Pattern = {
  regex: /^[1-9]\d*$/,
  message: "Enter a whole number of 1 or more, without leading zeros",
};

const signedDecimalPattern: Pattern = {
  regex: /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/,
  message: "Enter a number, optionally signed, like -1.5 or +2",
};

const slugPattern: Pattern = {
  regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: "Use lowercase letters and digits, separated by single hyphens",
};

/** A coupon code as a seller types it; it is kept in upper case, as the cart looks it up. */
export const couponCodePattern: Pattern = {
  regex: /^[A-Za-z0-9][A-Za-z0-9_-]{2,19}$/,
  message: "Use 3 to 20 letters or digits (hyphens and underscores allowed after the first)",
};

export const patterns = {
  email: emailPattern,
  emailStrict: emailStrictPattern,
  phone: phonePattern,
  pincode: pincodePattern,
  number: numberPattern,
  wholeNumber: wholeNumberPattern,
  nonNegativeInteger: nonNegativeIntegerPattern,
  positiveInteger: positiveIntegerPattern,
  signedDecimal: signedDecimalPattern,
  slug: slugPattern,
} as const satisfies Record<string, Pattern>;

export type PatternName = keyof typeof patterns;
