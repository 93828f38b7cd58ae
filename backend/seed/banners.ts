import type { CatalogueKind } from "./products";

export interface BannerDefinition {
  /** File name without extension; the small variant adds "-sm". */
  file: string;
  title: string;
  subtitle: string;
  cta: string;
  link: string;
}

const banner = (file: string, title: string, subtitle: string, cta: string, link: string): BannerDefinition => ({
  file,
  title,
  subtitle,
  cta,
  link,
});

export const HERO_BANNERS: Record<CatalogueKind, BannerDefinition[]> = {
  retail: [
    banner("hero-1", "Fresh Harvest Basmati", "Aged long-grain rice, up to 20% off", "Shop rice", "/products?c=rice-grains"),
    banner("hero-2", "Masalas from Kerala", "Whole and ground spices, freshly packed", "Explore spices", "/products?c=spices-masalas"),
    banner("hero-3", "Free delivery above ₹499", "Pick a slot that suits you, morning to evening", "Start shopping", "/products"),
  ],
  wholesale: [
    banner("hero-1", "25 kg rice bags at trade prices", "For kirana stores, hotels and caterers", "Buy in bulk", "/products?c=rice-grains"),
    banner("hero-2", "Oil tins, cases and cartons", "Stock up on fast movers and save more", "See bulk deals", "/products?sort=price_asc"),
    banner("hero-3", "Next-day depot delivery", "Across Bengaluru and Mumbai", "Start an order", "/products"),
  ],
};

export const OFFER_BANNERS: Record<CatalogueKind, BannerDefinition[]> = {
  retail: [
    banner("offer-1", "WELCOME10", "10% off your first order above ₹500", "Use code", "/products"),
    banner("offer-2", "Dals from ₹99", "Unpolished pulses, protein-packed", "Shop dals", "/products?c=dals-pulses"),
    banner("offer-3", "Snack time", "Namkeen and cookies, buy more save more", "Shop snacks", "/products?c=snacks-namkeen"),
  ],
  wholesale: [
    banner("offer-1", "BULK5", "Extra 5% off orders above ₹5,000", "Use code", "/products"),
    banner("offer-2", "Cold-pressed oils", "15 L tins for restaurants", "Shop oils", "/products?c=edible-oils-ghee"),
    banner("offer-3", "Household cartons", "Detergents and cleaners by the case", "Shop household", "/products?c=household"),
  ],
};

export const POPUP_BANNER = banner("popup", "Today's deals", "Lowest prices of the week", "Grab now", "/products?sort=price_asc");
export const ABOUT_BANNER = banner("about", "Our story", "From farm gates to your kitchen", "", "/about-us");
