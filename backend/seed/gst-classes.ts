/**
 * HSN code and GST rate of the demo catalogue, by sub-category: packaged and labelled staples at 5 %,
 * fresh dairy at 0 %, ghee, namkeen and jams at 12 %, biscuits, cereals, personal care and household
 * products at 18 %. Demo values an operator replaces with their own per product.
 */
export const GST_CLASS_OF_SUBCATEGORY: Record<string, { hsn: string; rate: 0 | 5 | 12 | 18 }> = {
  "basmati-rice": { hsn: "1006", rate: 5 },
  "daily-rice": { hsn: "1006", rate: 5 },
  "millets-poha": { hsn: "1104", rate: 5 },
  "wheat-atta": { hsn: "1101", rate: 5 },
  "besan-speciality-flours": { hsn: "1106", rate: 5 },
  "rava-sooji": { hsn: "1103", rate: 5 },
  "toor-moong-dal": { hsn: "0713", rate: 5 },
  "chana-rajma": { hsn: "0713", rate: 5 },
  "urad-masoor": { hsn: "0713", rate: 5 },
  "cooking-oils": { hsn: "1512", rate: 5 },
  ghee: { hsn: "0405", rate: 12 },
  "whole-spices": { hsn: "0909", rate: 5 },
  "powdered-spices": { hsn: "0910", rate: 5 },
  "blended-masalas": { hsn: "0910", rate: 5 },
  namkeen: { hsn: "2106", rate: 12 },
  "biscuits-cookies": { hsn: "1905", rate: 18 },
  "chips-crisps": { hsn: "2005", rate: 12 },
  tea: { hsn: "0902", rate: 5 },
  coffee: { hsn: "0901", rate: 5 },
  "health-drinks": { hsn: "1901", rate: 18 },
  "dairy-products": { hsn: "0401", rate: 0 },
  "breakfast-cereals": { hsn: "1904", rate: 18 },
  "jams-spreads": { hsn: "2007", rate: 12 },
  "bath-soaps": { hsn: "3401", rate: 18 },
  "hair-care": { hsn: "3305", rate: 18 },
  "oral-care": { hsn: "3306", rate: 18 },
  detergents: { hsn: "3402", rate: 18 },
  dishwash: { hsn: "3402", rate: 18 },
  "floor-cleaners": { hsn: "3808", rate: 18 },
};

/** Legal names and GSTINs (valid format and check character; not real registrations) of the demo websites, by name. */
export const DEMO_GST_REGISTRATIONS: Record<string, { legal_name: string; gstin: string; accepts_business_gstin: number; whatsapp: string }> = {
  "Annapurna Store": { legal_name: "Annapurna Retail Private Limited", gstin: "29AAKCA1234C1Z2", accepts_business_gstin: 0, whatsapp: "+91 98450 01234" },
  "Bulk Bazaar Wholesale": { legal_name: "Bulk Bazaar Traders LLP", gstin: "29AAQFB5678D1ZZ", accepts_business_gstin: 1, whatsapp: "+91 98450 07788" },
};
