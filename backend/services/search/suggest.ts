import { sql, type Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { SuggestionsWire } from "@/backend/schemas/search";
import { listBrands, loadCategories } from "@/backend/services/catalogue";
import { rupees } from "@/backend/services/money";
import { productsOf } from "@/backend/services/products/base-query";
import { firstImage } from "@/backend/services/products/first-image";
import { planSearch, relevantHits } from "@/backend/services/products/search";
import { wordsOf } from "@/backend/services/products/search-terms";
import { MIN_SUGGEST_LENGTH } from "@/lib/api/search";
import { loadTranslations } from "@/backend/services/translations/load";
import type { CatalogueLanguage } from "@/backend/services/translations/catalogue-language";
import { didYouMean } from "./did-you-mean";
import { readPackSize } from "./pack-size";
import { slotMatchesWords, type SearchSlot } from "./search-plan";

const MAX_PRODUCTS = 6;
const MAX_NAMES = 4;

const EMPTY: SuggestionsWire = { products: [], categories: [], brands: [], did_you_mean: null };

/** The product's first active pack (the one its card shows), as a column. */
const defaultPack = (column: "id" | "price" | "name") =>
  sql.raw(`(select packs.${column} from packs where packs.product_id = products.id and packs.active = 1 order by packs.position, packs.id limit 1)`);

async function matchingProducts(db: Kysely<Database>, websiteId: number, slots: SearchSlot[], language: CatalogueLanguage) {
  const rows = await productsOf(db, websiteId)
    .innerJoin((await relevantHits(db, websiteId, slots)).as("hits"), (join) => join.onRef("hits.product_id", "=", "products.id"))
    .select((eb) => [
      "products.id",
      "products.name",
      "products.slug",
      firstImage(eb),
      defaultPack("price").$castTo<number | null>().as("price"),
      defaultPack("name").$castTo<string | null>().as("pack_name"),
      defaultPack("id").$castTo<number | null>().as("pack_id"),
    ])
    .orderBy(sql`hits.score`, "desc")
    .orderBy("products.id", "asc")
    .limit(MAX_PRODUCTS)
    .execute();
  const translations = await loadTranslations(db, language, { product: rows.map((row) => row.id), pack: rows.map((row) => row.pack_id) });
  return rows.map((row) => ({
    name: translations.name("product", row.id, row.name),
    slug: row.slug,
    image: row.image ?? "",
    price: row.price === null ? null : rupees(Number(row.price)),
    pack_name: translations.name("pack", row.pack_id, row.pack_name),
  }));
}

const matchingNames = <T extends { name: string; slug: string }>(rows: T[], slots: SearchSlot[]) =>
  rows
    .filter((row) => {
      const words = wordsOf(row.name);
      return slots.every((slot) => slotMatchesWords(slot, words));
    })
    .slice(0, MAX_NAMES)
    .map(({ name, slug }) => ({ name, slug }));

/**
 * What the header search offers while the shopper types: products (best match first, with image and
 * the price of the pack the card shows), categories and brands, all matched as /products?q= matches.
 * When nothing matches, the closest name to search for instead.
 */
export async function suggest(db: Kysely<Database>, websiteId: number, text: string, language: CatalogueLanguage = null): Promise<SuggestionsWire> {
  if (text.trim().length < MIN_SUGGEST_LENGTH) return EMPTY;
  // A pack size ("oil 1l") is not a word of any name: the other words find the products.
  const slots = await planSearch(db, websiteId, readPackSize(text).words);
  if (slots.length === 0) return EMPTY;
  const [products, categories, brands] = await Promise.all([
    matchingProducts(db, websiteId, slots, language),
    loadCategories(db, websiteId, language).then((rows) => matchingNames(rows, slots)),
    listBrands(db, websiteId, language).then((rows) => matchingNames(rows, slots)),
  ]);
  const nothing = products.length + categories.length + brands.length === 0;
  return { products, categories, brands, did_you_mean: nothing ? await didYouMean(db, websiteId, text) : null };
}
