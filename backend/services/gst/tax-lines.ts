/**
 * GST on a GST-inclusive order, in paise. Prices shoppers pay include GST, so each line's tax is carved
 * out of its amount: taxable = amount × 100 / (100 + rate). A coupon discount is a discount shown on
 * the invoice, so it lowers the taxable value of the lines it applies to (split pro rata, to the
 * paisa). The delivery charge is part of a composite supply and is taxed at the rate of the principal
 * supply (the line of highest value). Every line's taxable value plus its tax equals what the shopper
 * paid for it, so the invoice adds up to the order total exactly.
 */

export const GST_RATES = [0, 5, 12, 18] as const;
export type GstRate = (typeof GST_RATES)[number];

/** Services Accounting Code of goods transport (the delivery line of an invoice). */
const DELIVERY_SAC = "996791";

export interface ItemLine {
  description: string;
  hsn: string;
  quantity: number;
  /** GST-inclusive unit price. */
  unitPricePaise: number;
  /** GST-inclusive line amount (unit price × quantity) before the order's discount. */
  amountPaise: number;
  rate: GstRate;
}

export interface TaxInput {
  items: ItemLine[];
  /** The order's discount (coupon), GST-inclusive. */
  discountPaise: number;
  /** The order's delivery charge, GST-inclusive. */
  deliveryPaise: number;
  /** Seller's state is the place of supply: CGST + SGST; otherwise IGST. */
  intraState: boolean;
}

export interface TaxedLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  amountPaise: number;
  discountPaise: number;
  taxablePaise: number;
  rate: GstRate;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** amount − discount: what the shopper paid for this line. */
  totalPaise: number;
}

interface RateSummary {
  rate: GstRate;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxBreakdown {
  intraState: boolean;
  lines: TaxedLine[];
  byRate: RateSummary[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  discountPaise: number;
  totalPaise: number;
}

/** Splits `total` over `weights` in proportion, whole paise that add up exactly (largest remainder). */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** The tax inside a GST-inclusive value, and the value without it. */
function splitInclusive(valuePaise: number, rate: GstRate, intraState: boolean) {
  if (intraState) {
    const half = Math.round((valuePaise * rate) / (200 + 2 * rate));
    return { taxablePaise: valuePaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = Math.round((valuePaise * rate) / (100 + rate));
  return { taxablePaise: valuePaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/** The rate of the line of highest value after discount (the first such line on a tie). */
function principalRate(items: ItemLine[], discounts: number[]): GstRate {
  let best = -1;
  let rate: GstRate = 0;
  items.forEach((item, index) => {
    const value = item.amountPaise - discounts[index];
    if (value > best) {
      best = value;
      rate = item.rate;
    }
  });
  return rate;
}

function taxedLine(line: Omit<TaxedLine, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise">, intraState: boolean): TaxedLine {
  const totalPaise = line.amountPaise - line.discountPaise;
  return { ...line, ...splitInclusive(totalPaise, line.rate, intraState), totalPaise };
}

const sumOf = (lines: Pick<TaxedLine, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise">[], key: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise") =>
  lines.reduce((acc, line) => acc + line[key], 0);

export function computeTax(input: TaxInput): TaxBreakdown {
  const goods = input.items.reduce((acc, item) => acc + item.amountPaise, 0);
  if (input.discountPaise < 0 || input.discountPaise > goods) throw new RangeError("The discount must be between 0 and the value of the goods");
  if (input.deliveryPaise < 0) throw new RangeError("The delivery charge cannot be negative");
  const discounts = apportion(input.discountPaise, input.items.map((item) => item.amountPaise));
  const lines = input.items.map((item, index) => taxedLine({ ...item, discountPaise: discounts[index] }, input.intraState));
  if (input.deliveryPaise > 0) {
    lines.push(
      taxedLine(
        {
          description: "Delivery charges",
          hsn: DELIVERY_SAC,
          quantity: 1,
          unitPricePaise: input.deliveryPaise,
          amountPaise: input.deliveryPaise,
          discountPaise: 0,
          rate: principalRate(input.items, discounts),
        },
        input.intraState,
      ),
    );
  }
  const byRate = GST_RATES.filter((rate) => lines.some((line) => line.rate === rate)).map((rate) => {
    const atRate = lines.filter((line) => line.rate === rate);
    return { rate, taxablePaise: sumOf(atRate, "taxablePaise"), cgstPaise: sumOf(atRate, "cgstPaise"), sgstPaise: sumOf(atRate, "sgstPaise"), igstPaise: sumOf(atRate, "igstPaise") };
  });
  return {
    intraState: input.intraState,
    lines,
    byRate,
    taxablePaise: sumOf(lines, "taxablePaise"),
    cgstPaise: sumOf(lines, "cgstPaise"),
    sgstPaise: sumOf(lines, "sgstPaise"),
    igstPaise: sumOf(lines, "igstPaise"),
    discountPaise: input.discountPaise,
    totalPaise: lines.reduce((acc, line) => acc + line.totalPaise, 0),
  };
}
