import { slugify } from "@/backend/services/slugify";

export interface BrandDefinition {
  name: string;
  slug: string;
  /** The (fictional) company line of the product info text. */
  maker: string;
}

const brand = (name: string, maker: string): BrandDefinition => ({ name, slug: slugify(name), maker });

export const BRANDS: BrandDefinition[] = [
  brand("Royal Harvest", "Royal Harvest Agro Foods Pvt. Ltd., Karnal, Haryana"),
  brand("Desi Chakki", "Desi Chakki Mills LLP, Indore, Madhya Pradesh"),
  brand("Kisan Gold", "Kisan Gold Pulses Pvt. Ltd., Latur, Maharashtra"),
  brand("Swarna Dhara", "Swarna Dhara Oils Pvt. Ltd., Rajkot, Gujarat"),
  brand("Masala Mahal", "Masala Mahal Spices Pvt. Ltd., Kochi, Kerala"),
  brand("Crunchy Bites", "Crunchy Bites Snacks Pvt. Ltd., Bikaner, Rajasthan"),
  brand("Chai Bagan", "Chai Bagan Beverages Ltd., Jorhat, Assam"),
  brand("Gokul Fresh", "Gokul Fresh Dairy Co-operative, Anand, Gujarat"),
  brand("Herbal Roots", "Herbal Roots Naturals Pvt. Ltd., Mysuru, Karnataka"),
  brand("Shubh Clean", "Shubh Clean Home Care Pvt. Ltd., Vapi, Gujarat"),
];
