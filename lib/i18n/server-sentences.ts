import { ORDER_STATUS_LABELS } from "@/lib/api/contract/orders";
import { SHOPPER_SENTENCES } from "@/lib/api/contract/shopper-sentences";
import type { Texts } from "./texts";

type Tables = typeof SHOPPER_SENTENCES;
type MakerKeys<Table> = { [K in keyof Table]: Table[K] extends (...args: never[]) => string ? K : never }[keyof Table];

/**
 * One wording a sentence-making entry can produce: its English with {named} parts, and the
 * ServerMessages key (under the table's name) that says it in the page's language.
 */
type Wording = { key: string; english: string };

/**
 * The wordings of every parametrised entry of the shopper's tables. The type asks for each one,
 * so a new sentence maker does not compile until it is listed here; the test proves each wording
 * matches what the maker writes.
 */
const WORDINGS: { [T in keyof Tables as MakerKeys<Tables[T]> extends never ? never : T]: Record<MakerKeys<Tables[T]>, readonly Wording[]> } = {
  coupon: { belowMinimum: [{ key: "belowMinimum", english: "Add {amount} more to use {code}" }] },
  line: {
    notDeliverable: [{ key: "notDeliverable", english: "Not deliverable to {pincode}" }],
    shortOfStock: [
      { key: "outOfStock", english: "{item} is out of stock" },
      { key: "onlyLeft", english: "Only {left} left of {item}" },
    ],
  },
  cartView: {
    couponRemoved: [{ key: "couponRemoved", english: "Coupon {code} was removed: {reason}" }],
    addForFreeDelivery: [{ key: "addForFreeDelivery", english: "Add {amount} more for free delivery" }],
  },
  cashOnDelivery: {
    off: [{ key: "off", english: "Cash on delivery is not available from {area} to this pincode; please pay online" }],
    overLimit: [{ key: "overLimit", english: "Cash on delivery is available for orders up to {amount}; please pay online" }],
  },
  place: {
    slot: [{ key: "slot", english: "Please choose a delivery slot for {group}" }],
    couponDropped: [{ key: "couponDropped", english: "Coupon {code} can no longer be used" }],
    pricesChanged: [{ key: "pricesChanged", english: "Prices have changed. Please review your order: the total is now {amount}." }],
  },
  payment: {
    otherGateway: [{ key: "otherGateway", english: "This order is not paid with {gateway}" }],
    gatewayOff: [{ key: "gatewayOff", english: "Paying with {gateway} is not available right now. Please try again later." }],
  },
  cancel: { tooLate: [{ key: "tooLate", english: "Order {order} is {status} and can no longer be cancelled." }] },
  wishlist: { duplicate: [{ key: "duplicate", english: "You already have a wishlist named {name}" }] },
  field: {
    required: [{ key: "required", english: "{label} is required" }],
    invalidEmail: [{ key: "invalidEmail", english: "{label} is not a valid email address" }],
    invalidFormat: [{ key: "invalidFormat", english: "{label} is not in valid format" }],
  },
  otp: {
    wrong: [
      { key: "wrong", english: "That code is not correct. You have {left} try left." },
      { key: "wrong", english: "That code is not correct. You have {left} tries left." },
    ],
  },
};

/** What each named part may look like; a part not listed is any text (a code, a name). */
const PART_SHAPES: Record<string, string> = { amount: "₹[\\d,]+(?:\\.\\d+)?", left: "\\d+", pincode: "\\d+" };

const STATUS_BY_WORD = new Map(Object.entries(ORDER_STATUS_LABELS).map(([status, label]) => [label.toLowerCase(), status]));

/** Parts that the translation takes in another form: a count as a number (for plurals), a status by its code, a nested sentence in the page's words. */
function partValues(parts: Record<string, string>, t: Texts): Record<string, string | number> {
  const values: Record<string, string | number> = { ...parts };
  if (parts.left !== undefined) values.left = Number(parts.left);
  if (parts.status !== undefined) values.status = STATUS_BY_WORD.get(parts.status) ?? parts.status;
  if (parts.reason !== undefined) values.reason = serverSentence(parts.reason, t);
  return values;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(english: string): RegExp {
  const source = english
    .split(/(\{\w+\})/)
    .map((piece) => {
      const part = /^\{(\w+)\}$/.exec(piece)?.[1];
      return part ? `(?<${part}>${PART_SHAPES[part] ?? ".+"})` : escapeRegExp(piece);
    })
    .join("");
  return new RegExp(`^${source}$`);
}

const tableEntries = Object.entries(SHOPPER_SENTENCES) as [string, Record<string, unknown>][];

/** Fixed sentences by their exact English; the same words in two tables take the first table's key. */
const FIXED = new Map<string, string>();
for (const [table, sentences] of tableEntries) {
  for (const [key, sentence] of Object.entries(sentences)) {
    if (typeof sentence === "string" && !FIXED.has(sentence)) FIXED.set(sentence, `${table}.${key}`);
  }
}

const PATTERNS: readonly [RegExp, string][] = Object.entries(WORDINGS as Record<string, Record<string, readonly Wording[]>>).flatMap(
  ([table, makers]) => Object.values(makers).flatMap((wordings) => wordings.map(({ key, english }): [RegExp, string] => [patternOf(english), `${table}.${key}`])),
);

/** The ServerMessages key (and its parts) that says a server sentence, or null for text the storefront does not know. */
export function serverSentenceKey(text: string): { key: string; parts: Record<string, string> } | null {
  const fixed = FIXED.get(text);
  if (fixed) return { key: fixed, parts: {} };
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, parts: { ...match.groups } };
  }
  return null;
}

/**
 * A server sentence in the page's words, `t` being the ServerMessages namespace; any other text is
 * shown as the server gave it. English comes back byte for byte what the server sent.
 */
export function serverSentence(text: string, t: Texts): string {
  const known = serverSentenceKey(text);
  return known ? t(known.key, partValues(known.parts, t)) : text;
}
