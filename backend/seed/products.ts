import { slugify } from "@/backend/services/slugify";
import { parseNetQuantity, type NetQuantity } from "@/lib/api/schemas/net-quantity";
import type { NetUnit } from "@/lib/api/schemas/net-unit";
import { gtinCheckDigit } from "@/lib/validation/gtin";
import { BRANDS } from "./brands";
import { topCategoryOf, type Palette } from "./categories";
import { hoursAfterEpoch } from "./clock";
import { PACK_LADDERS, type PackShape } from "./pack-ladders";
import { PRODUCT_LINES } from "./product-list";
import { createRandom, type Random } from "./random";
import { SUPPLIERS, SUPPLIER_OF_CATEGORY } from "./suppliers";

export type CatalogueKind = "retail" | "wholesale";

interface PackPlan {
  name: string;
  /** The pack's own shot: the first pack's is the product's first image, the others are drawn for their size. */
  image: string;
  price: number;
  act_price: number;
  discount: number;
  discount_type: string | null;
  net_quantity: number;
  net_unit: NetUnit;
  /** A made-up but well-formed GTIN-13 on the retail packs; the wholesale cases have none. */
  gtin: string | null;
}

export interface ProductPlan {
  name: string;
  slug: string;
  categorySlug: string;
  brandSlug: string;
  brandName: string;
  supplierSlug: string;
  description: string;
  info: string;
  popularity: number;
  createdAt: string;
  shape: PackShape;
  palette: Palette;
  medias: string[];
  packs: PackPlan[];
}

const DISCOUNTS = [5, 8, 10, 12, 15, 18, 20, 25];
const NON_FOOD = new Set(["personal-care", "household"]);

/** Money in paise; a bigger pack costs a little less per unit, a discounted one ends on 50 paise or a rupee. */
function pricePack(rng: Random, name: string, basePrice: number, factor: number, bulk: boolean): Omit<PackPlan, "image" | "net_quantity" | "net_unit" | "gtin"> {
  const volumeSaving = Math.pow(0.97, Math.log2(factor));
  const actRupees = Math.max(10, Math.round(basePrice * factor * volumeSaving * (bulk ? 0.9 : 1)));
  const act_price = actRupees * 100;
  if (!rng.chance(0.7)) return { name, price: act_price, act_price, discount: 0, discount_type: null };
  const price = Math.round((act_price * (100 - rng.pick(DISCOUNTS))) / 100 / 50) * 50;
  const discount = Math.round(((act_price - price) / act_price) * 100);
  return discount > 0
    ? { name, price, act_price, discount, discount_type: "percent" }
    : { name, price: act_price, act_price, discount: 0, discount_type: null };
}

function productInfo(rng: Random, topSlug: string, shelfLife: string, storage: string, maker: string) {
  const lines = [
    `Shelf life: ${shelfLife} from the date of packing`,
    `Storage: ${storage}`,
    "Country of origin: India",
    `Manufactured and marketed by: ${maker}`,
  ];
  if (!NON_FOOD.has(topSlug)) lines.push(`FSSAI licence no.: 1${String(rng.int(1e12, 9.999e12))}`);
  lines.push("Customer care: 1800-123-4567 (toll free, 9 am to 6 pm)");
  return lines.join("\n");
}

/** Every demo pack declares its net quantity: the size's own, else what its name says. */
function netQuantityOf(packName: string, declared: NetQuantity | undefined) {
  const net = declared ?? parseNetQuantity(packName);
  if (!net) throw new Error(`The demo pack size "${packName}" needs a declared net quantity`);
  return { net_quantity: net.quantity, net_unit: net.unit };
}

/** 890 (India), a company code per brand, an item number per product and pack, then the GS1 check digit. */
function demoGtin(brandIndex: number, productIndex: number, packIndex: number): string {
  const body = `890${String(1000 + brandIndex)}${String(productIndex * 10 + packIndex).padStart(5, "0")}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/** The whole demo catalogue of one website as plain data: the same input always gives the same output. */
export function planCatalogue(kind: CatalogueKind): ProductPlan[] {
  const rng = createRandom(kind === "retail" ? 20250101 : 20250102);
  const lines = kind === "retail" ? PRODUCT_LINES : PRODUCT_LINES.filter((_, index) => index % 3 === 0);
  return lines.map(([name, categorySlug, brandSlug, ladderName, basePrice, pitch], productIndex) => {
    const top = topCategoryOf(categorySlug);
    const brand = BRANDS.find((candidate) => candidate.slug === brandSlug)!;
    const supplier = SUPPLIERS.find((candidate) => candidate.slug === SUPPLIER_OF_CATEGORY[top.slug])!;
    const ladder = PACK_LADDERS[ladderName];
    const slug = slugify(name);

    let sizes = ladder.bulk;
    if (kind === "retail") {
      const count = rng.int(1, Math.min(4, ladder.sizes.length));
      const start = rng.int(0, ladder.sizes.length - count);
      sizes = ladder.sizes.slice(start, start + count);
    }
    const priced = sizes.map(([packName, factor, declared]) => ({
      ...pricePack(rng, packName, basePrice, factor, kind === "wholesale"),
      ...netQuantityOf(packName, declared),
    }));
    const mediaCount = kind === "retail" ? rng.int(1, 3) : 1;
    const folder = kind === "retail" ? "products" : "products/bulk";
    const medias = Array.from({ length: mediaCount }, (_, index) => `${folder}/${slug}-${index + 1}.svg`);
    const packs = priced.map((pack, index) => ({
      ...pack,
      image: index === 0 ? medias[0] : `${folder}/${slug}-${slugify(pack.name)}.svg`,
      gtin: kind === "retail" ? demoGtin(BRANDS.indexOf(brand), productIndex, index) : null,
    }));

    return {
      name,
      slug,
      categorySlug,
      brandSlug,
      brandName: brand.name,
      supplierSlug: supplier.slug,
      description: `${pitch} Sourced through ${supplier.name} and packed under hygienic conditions.`,
      info: productInfo(rng, top.slug, top.shelfLife, top.storage, brand.maker),
      popularity: rng.int(50, 5000),
      createdAt: hoursAfterEpoch(-rng.int(0, 24 * 120)),
      shape: ladder.shape,
      palette: top.palette,
      medias,
      packs,
    };
  });
}
