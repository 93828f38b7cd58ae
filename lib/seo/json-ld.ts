import type { DeliveryDestination, DeliverySummary, Pack, Product, ReturnPolicy, SeoSettings, WebAddress, Website } from "@/lib/api/schemas";
import type { StockStatus } from "@/lib/api/schemas/stock";
import { imageUrl } from "@/lib/images";
import { packPath, productPath } from "@/lib/paths";
import { languageTag } from "@/lib/i18n/languages";
import { withLanguagePrefix } from "@/lib/i18n/locale-path";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonLd = { [key: string]: Json };

/**
 * JSON for a <script type="application/ld+json">: nothing in it can close the script tag or open a
 * comment — <, >, & and the JS line separators are written as \u escapes (still the same JSON).
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A page's schema_script: kept only if it is a JSON object or array; anything else is dropped. */
export function parseSchemaScript(text: string | null | undefined): JsonLd | JsonLd[] | null {
  const source = (text ?? "").trim();
  if (!source) return null;
  try {
    const parsed: unknown = JSON.parse(source);
    if (parsed && typeof parsed === "object") return parsed as JsonLd | JsonLd[];
    return null;
  } catch {
    return null;
  }
}

export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

export type BreadcrumbEntry = { name: string; href?: string };

export function breadcrumbJsonLd(origin: string, items: BreadcrumbEntry[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.href ? { item: absoluteUrl(origin, item.href) } : {}),
    })),
  };
}

const AVAILABILITY: Record<StockStatus, string> = {
  in_stock: "https://schema.org/InStock",
  low_stock: "https://schema.org/LimitedAvailability",
  out_of_stock: "https://schema.org/OutOfStock",
};

/** The website's terms that come with every offer: what delivery costs and takes, and how returns work. */
export type OfferTerms = { delivery: DeliverySummary | null; returnPolicy: ReturnPolicy | null };

function dayRange(min: number, max: number): JsonLd {
  return { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitCode: "DAY" };
}

/**
 * What delivering this offer alone to some of the served pincodes costs and takes: their charge, or
 * nothing when the pack's price alone reaches their free-delivery threshold (the cart's rule: at or
 * above it), as schema.org has no property on OfferShippingDetails for "free above an order value".
 * Only the pincodes named: the website does not deliver to the rest of India.
 */
function destinationShipping(destination: DeliveryDestination, days: DeliverySummary["days"], price: number): JsonLd {
  const free = destination.free_above !== null && price >= destination.free_above;
  return {
    "@type": "OfferShippingDetails",
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN", postalCode: destination.postal_codes },
    shippingRate: { "@type": "MonetaryAmount", value: (free ? 0 : destination.charge).toFixed(2), currency: "INR" },
    // The slot is the delivery itself: packing happens the day it is delivered.
    ...(days ? { deliveryTime: { "@type": "ShippingDeliveryTime", handlingTime: dayRange(0, 0), transitTime: dayRange(days.min, days.max) } } : {}),
  };
}

const RETURN_METHOD: Record<ReturnPolicy["method"], string> = {
  by_mail: "https://schema.org/ReturnByMail",
  in_store: "https://schema.org/ReturnInStore",
};

const RETURN_FEES: Record<ReturnPolicy["fees"], string> = {
  free: "https://schema.org/FreeReturn",
  customer_pays: "https://schema.org/ReturnFeesCustomerResponsibility",
};

function merchantReturnPolicy(policy: ReturnPolicy): JsonLd {
  if (policy.days === 0) {
    return { "@type": "MerchantReturnPolicy", applicableCountry: "IN", returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" };
  }
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "IN",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: policy.days,
    returnMethod: RETURN_METHOD[policy.method],
    returnFees: RETURN_FEES[policy.fees],
  };
}

function offerTerms({ delivery, returnPolicy }: OfferTerms, price: number): JsonLd {
  return {
    ...(delivery ? { shippingDetails: delivery.destinations.map((destination) => destinationShipping(destination, delivery.days, price)) } : {}),
    ...(returnPolicy ? { hasMerchantReturnPolicy: merchantReturnPolicy(returnPolicy) } : {}),
  };
}

function packOffer(pack: Pack, url: string, siteName: string, terms: OfferTerms): JsonLd {
  return {
    "@type": "Offer",
    price: pack.price.toFixed(2),
    priceCurrency: "INR",
    availability: AVAILABILITY[pack.stock_status],
    itemCondition: "https://schema.org/NewCondition",
    url,
    seller: { "@type": "Organization", name: siteName },
    ...offerTerms(terms, pack.price),
  };
}

/**
 * A single-pack product is a Product with one offer; with two or more packs it is a ProductGroup
 * varying by size, one Product per pack. Packs carry no SKU of their own, so the pack id stands for it.
 */
/** The language a page is written in and what its addresses start with ("" or "/hi"). */
type PageLanguage = { language: string; prefix: string };

const ENGLISH_PAGE: PageLanguage = { language: "en", prefix: "" };

export function productJsonLd(origin: string, product: Product, imageUrls: string[], siteName: string, terms: OfferTerms, page = ENGLISH_PAGE): JsonLd {
  const url = absoluteUrl(origin, withLanguagePrefix(page.prefix, productPath(product.slug)));
  // A product without a photo shows the store's "no image" picture, and its markup names the same one:
  // search engines want an image on every product.
  const images = (imageUrls.length > 0 ? imageUrls : [imageUrl(null, "large")]).map((src) => absoluteUrl(origin, src));
  const shared: JsonLd = {
    name: product.product_name,
    inLanguage: languageTag(page.language),
    ...(product.product_description ? { description: stripTags(product.product_description).slice(0, 5000) } : {}),
    ...(product.brand_name ? { brand: { "@type": "Brand", name: product.brand_name } } : {}),
    ...(product.category_name ? { category: product.category_name } : {}),
  };
  const [onlyPack] = product.packs;
  if (product.packs.length < 2) {
    return {
      "@context": "https://schema.org",
      "@type": "Product",
      ...shared,
      sku: onlyPack ? String(onlyPack.pack_id) : String(product.product_id),
      url,
      image: images,
      ...(onlyPack ? { size: onlyPack.pack_name } : {}),
      ...(onlyPack?.gtin ? { gtin: onlyPack.gtin } : {}),
      offers: onlyPack
        ? packOffer(onlyPack, url, siteName, terms)
        : { "@type": "Offer", priceCurrency: "INR", price: "0.00", availability: "https://schema.org/OutOfStock", url, ...offerTerms(terms, 0) },
    };
  }
  return {
    "@context": "https://schema.org",
    "@type": "ProductGroup",
    ...shared,
    url,
    image: images,
    productGroupID: String(product.product_id),
    variesBy: "https://schema.org/size",
    // What the packs share (description, brand, category) is said once, on the group: schema.org and
    // Google read a ProductGroup's properties as every variant's, and each copy would travel twice.
    hasVariant: product.packs.map((pack) => {
      const variantUrl = packPath(url, pack.pack_id);
      return {
        "@type": "Product",
        name: `${product.product_name}, ${pack.pack_name}`,
        sku: String(pack.pack_id),
        size: pack.pack_name,
        ...(pack.gtin ? { gtin: pack.gtin } : {}),
        image: pack.image ? [absoluteUrl(origin, imageUrl(pack.image, "large"))] : images,
        url: variantUrl,
        offers: packOffer(pack, variantUrl, siteName, terms),
      };
    }),
  };
}

export function organizationJsonLd(origin: string, web: Website, logoUrl: string | null, address: WebAddress | null): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: web.name,
    url: absoluteUrl(origin, "/"),
    ...(logoUrl ? { logo: absoluteUrl(origin, logoUrl) } : {}),
    ...(web.description ? { description: web.description } : {}),
    ...(address?.phone || address?.email
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "customer service",
            ...(address.phone ? { telephone: address.phone } : {}),
            ...(address.email ? { email: address.email } : {}),
            areaServed: "IN",
          },
        }
      : {}),
    ...(address?.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: address.address,
            addressLocality: address.city,
            addressRegion: address.state,
            postalCode: address.pincode,
            addressCountry: "IN",
          },
        }
      : {}),
  };
}

export function websiteJsonLd(origin: string, web: Website, seo: SeoSettings | null, page = ENGLISH_PAGE): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: web.name,
    url: absoluteUrl(origin, withLanguagePrefix(page.prefix, "/")),
    ...(seo?.og_description || web.description ? { description: seo?.og_description || web.description } : {}),
    inLanguage: languageTag(page.language),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(origin, withLanguagePrefix(page.prefix, "/products"))}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Plain text of an HTML fragment (for descriptions in metadata and JSON-LD). */
function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** A description of at most `max` characters, cut at a word. */
export function summarise(text: string, max = 160): string {
  const plain = stripTags(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6))}…`;
}
