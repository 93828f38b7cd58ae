import { slugify } from "@/backend/services/slugify";

export interface SupplierDefinition {
  name: string;
  slug: string;
  city: string;
  colour: string;
}

const supplier = (name: string, city: string, colour: string): SupplierDefinition => ({
  name,
  slug: slugify(name),
  city,
  colour,
});

export const SUPPLIERS: SupplierDefinition[] = [
  supplier("Ganga Valley Foods", "Kanpur", "#b45309"),
  supplier("Malabar Spice Exports", "Kochi", "#b91c1c"),
  supplier("Deccan Agro Traders", "Bengaluru", "#15803d"),
  supplier("Sahyadri Home Essentials", "Pune", "#6d28d9"),
];

/** Which supplier stocks each top category (by top category slug). */
export const SUPPLIER_OF_CATEGORY: Record<string, string> = {
  "rice-grains": "ganga-valley-foods",
  "atta-flours": "ganga-valley-foods",
  "dals-pulses": "ganga-valley-foods",
  "edible-oils-ghee": "malabar-spice-exports",
  "spices-masalas": "malabar-spice-exports",
  "snacks-namkeen": "deccan-agro-traders",
  beverages: "deccan-agro-traders",
  "dairy-breakfast": "deccan-agro-traders",
  "personal-care": "sahyadri-home-essentials",
  household: "sahyadri-home-essentials",
};
