import { z } from "@hono/zod-openapi";

const pageComponentWireSchema = z
  .object({
    name: z.string().nullable(),
    type: z.string().openapi({
      description:
        "hero_slider, card_slider (data: banner items), product_carousel (response: products), category_grid (response: categories), supplier_cards (response: suppliers), brand_list (response: brands), rich_text (data.html), image (data.image)",
    }),
    data: z.unknown(),
    logicdata: z.unknown(),
    response: z.unknown().openapi({ description: "Filled by the server for data-driven components" }),
    order: z.number().int(),
    settings: z.string().nullable().openapi({ description: "JSON text" }),
  })
  .openapi("PageComponent");

export const pageDataWireSchema = z
  .object({
    url: z.string(),
    css: z.string().nullable(),
    data: z.array(pageComponentWireSchema),
    show_footer: z.boolean(),
    show_sub_navbar: z.boolean(),
    show_navbar: z.boolean(),
    seo_title: z.string().nullable(),
    seo_description: z.string().nullable(),
    seo_keyword: z.string().nullable(),
    schema_script: z.string().nullable().openapi({ description: "JSON-LD text" }),
  })
  .openapi("PageData");
export type PageDataWire = z.infer<typeof pageDataWireSchema>;

export const pageMovedWireSchema = z.object({ url: z.string().openapi({ example: "/festival-offers" }) }).openapi("PageMoved");
