import {
  catalogueOptionsSchema,
  consolePackBodySchema,
  consoleProductBodySchema,
  consoleProductCreateSchema,
  consoleProductDetailSchema,
  consoleProductListSchema,
  consoleProductQuerySchema,
  consoleProductSavedSchema,
  consoleStockBodySchema,
} from "@/lib/api/schemas/console/products";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const consoleProductQueryWireSchema = consoleProductQuerySchema;
export const consoleProductListWireSchema = consoleProductListSchema.clone().openapi("ConsoleProductList");
export const catalogueOptionsWireSchema = catalogueOptionsSchema.clone().openapi("ConsoleCatalogueOptions");
export const consoleProductCreateWireSchema = consoleProductCreateSchema.clone().openapi("ConsoleProductCreate", {
  example: {
    name: "Desi Chakki Atta",
    gst_rate: 0,
    hsn_code: "1101",
    active: true,
    packs: [
      { name: "5 kg", net_quantity: 5, net_unit: "kg", act_price: 320, price: 299, stock: 40, active: true },
      { name: "10 kg", net_quantity: 10, net_unit: "kg", act_price: 620, price: 575, stock: 12, active: true },
    ],
  },
});
export const consoleProductChangeWireSchema = consoleProductBodySchema.partial().openapi("ConsoleProductChange");
export const consolePackChangeWireSchema = consolePackBodySchema.clone().openapi("ConsolePackChange");
export const consoleStockWireSchema = consoleStockBodySchema.clone().openapi("ConsoleStock");
export const consoleProductDetailWireSchema = consoleProductDetailSchema.clone().openapi("ConsoleProduct");
export const consoleProductSavedWireSchema = consoleProductSavedSchema.clone().openapi("ConsoleProductSaved");
