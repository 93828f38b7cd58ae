import type { ComponentConfig, Config, Fields } from "@puckeditor/core";
import { PAGE_BLOCK_LABELS, PAGE_BLOCK_SCHEMAS, PAGE_BLOCK_TRANSLATION_SCHEMAS, PAGE_BLOCK_TYPES, type PageBlockType } from "@/lib/api/schemas/console/page-blocks";
import { nativeLanguageName } from "@/lib/i18n/languages";
import { puckFields } from "@/lib/page-builder/puck-fields";
import { BlockCard } from "./block-card";
import { cataloguePicker } from "./catalogue-picker";
import { imageField } from "./image-field";
import { productPickerField } from "./product-picker";

/** Every block's pictures: typed in, or uploaded through the console's photo checks. */
const pictureFields = (suffix = "") => ({ image: imageField(`Image${suffix}`), image_sm: imageField(`Image on phones${suffix}`) });
const images = pictureFields();

const pickers = {
  products: productPickerField("Chosen products"),
  category: cataloguePicker("categories", "Choose a category"),
  brand: cataloguePicker("brands", "Choose a brand"),
  supplier: cataloguePicker("suppliers", "Choose a supplier"),
};

/** What a new block starts with: enough to show, and the fields the seller fills in next. */
const STARTERS: Record<PageBlockType, Record<string, unknown>> = {
  hero_slider: { name: "Hero", data: [{ image: "", title: "" }], settings: {} },
  card_slider: { name: "Offers", data: [{ image: "", title: "" }], settings: {} },
  product_carousel: { data: { title: "Products", link: "" }, logicdata: { limit: 10 } },
  category_grid: { data: { title: "Shop by Category" }, logicdata: { limit: 10 } },
  supplier_cards: { data: { title: "Shop by Supplier" } },
  brand_list: { data: { title: "Popular Brands" } },
  rich_text: { data: { html: "<p></p>" } },
  image: { data: { image: "", alt: "", link: "" } },
};

/** One group per other language ("In हिन्दी") with the block's texts; empty, a field shows the block's own. */
function translationFields(type: PageBlockType, languages: readonly string[]): Fields {
  if (languages.length === 0) return {};
  const groups = languages.map((code) => {
    const suffix = ` in ${nativeLanguageName(code)}`;
    return [code, { type: "object" as const, label: `In ${nativeLanguageName(code)}`, objectFields: puckFields(PAGE_BLOCK_TRANSLATION_SCHEMAS[type], pictureFields(suffix), suffix) }];
  });
  return { translations: { type: "object", label: "Other languages", objectFields: Object.fromEntries(groups) } };
}

function componentConfig(type: PageBlockType, languages: readonly string[]): ComponentConfig {
  return {
    label: PAGE_BLOCK_LABELS[type],
    fields: { ...puckFields(PAGE_BLOCK_SCHEMAS[type], type === "product_carousel" ? pickers : images), ...translationFields(type, languages) },
    defaultProps: STARTERS[type],
    render: ({ name, data }) => <BlockCard type={type} name={name as string | undefined} data={data} />,
  };
}

/** The page editor's blocks: one Puck component per block schema, with their texts in the website's other `languages`. */
export const pageBlocksConfig = (languages: readonly string[]): Config => ({
  // The page's own settings (address, SEO) are on the Pages tab, not here.
  root: { fields: {} },
  components: Object.fromEntries(PAGE_BLOCK_TYPES.map((type) => [type, componentConfig(type, languages)])),
});
