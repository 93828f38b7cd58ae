import { slugify } from "@/backend/services/slugify";

export interface Palette {
  /** Pack body colour. */
  primary: string;
  /** Labels and highlights. */
  accent: string;
  /** Image backgrounds. */
  light: string;
}

export interface CategoryDefinition {
  name: string;
  slug: string;
  palette: Palette;
  /** Shelf life and storage lines of the product info text. */
  shelfLife: string;
  storage: string;
  children: { name: string; slug: string }[];
}

const top = (
  name: string,
  palette: Palette,
  shelfLife: string,
  storage: string,
  children: string[],
): CategoryDefinition => ({
  name,
  slug: slugify(name.replace("&", "")),
  palette,
  shelfLife,
  storage,
  children: children.map((child) => ({ name: child, slug: slugify(child.replace("&", "")) })),
});

const DRY = "Store in a cool, dry place away from direct sunlight. Transfer to an airtight container after opening.";

export const CATEGORIES: CategoryDefinition[] = [
  top("Rice & Grains", { primary: "#b45309", accent: "#fde68a", light: "#fffbeb" }, "12 months", DRY, [
    "Basmati Rice",
    "Daily Rice",
    "Millets & Poha",
  ]),
  top("Atta & Flours", { primary: "#a16207", accent: "#fef3c7", light: "#fefce8" }, "4 months", DRY, [
    "Wheat Atta",
    "Besan & Speciality Flours",
    "Rava & Sooji",
  ]),
  top("Dals & Pulses", { primary: "#c2410c", accent: "#fed7aa", light: "#fff7ed" }, "9 months", DRY, [
    "Toor & Moong Dal",
    "Chana & Rajma",
    "Urad & Masoor",
  ]),
  top("Edible Oils & Ghee", { primary: "#ca8a04", accent: "#fef08a", light: "#fefce8" }, "9 months",
    "Store in a cool, dry place. Keep the cap tightly closed after use.", ["Cooking Oils", "Ghee"]),
  top("Spices & Masalas", { primary: "#b91c1c", accent: "#fecaca", light: "#fef2f2" }, "12 months", DRY, [
    "Whole Spices",
    "Powdered Spices",
    "Blended Masalas",
  ]),
  top("Snacks & Namkeen", { primary: "#ea580c", accent: "#fde047", light: "#fff7ed" }, "4 months",
    "Store in a cool, dry place. Consume soon after opening for the best crunch.", [
      "Namkeen",
      "Biscuits & Cookies",
      "Chips & Crisps",
    ]),
  top("Beverages", { primary: "#166534", accent: "#bbf7d0", light: "#f0fdf4" }, "18 months", DRY, [
    "Tea",
    "Coffee",
    "Health Drinks",
  ]),
  top("Dairy & Breakfast", { primary: "#1d4ed8", accent: "#bfdbfe", light: "#eff6ff" }, "9 months",
    "Store in a cool, dry place. Refrigerate after opening where the pack says so.", [
      "Dairy Products",
      "Breakfast Cereals",
      "Jams & Spreads",
    ]),
  top("Personal Care", { primary: "#0f766e", accent: "#99f6e4", light: "#f0fdfa" }, "24 months",
    "Store below 30 °C, away from direct sunlight. For external use only unless stated.", [
      "Bath & Soaps",
      "Hair Care",
      "Oral Care",
    ]),
  top("Household", { primary: "#6d28d9", accent: "#ddd6fe", light: "#f5f3ff" }, "24 months",
    "Keep out of reach of children. Store in a cool, dry place.", ["Detergents", "Dishwash", "Floor Cleaners"]),
];

export function topCategoryOf(subSlug: string): CategoryDefinition {
  const found = CATEGORIES.find((category) => category.children.some((child) => child.slug === subSlug));
  if (!found) throw new Error(`Unknown sub-category ${subSlug}`);
  return found;
}
