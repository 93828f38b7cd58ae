import { expect, type Page } from "@playwright/test";
import { checkoutCartPath, placeOrderBody, type CartAnswer, type Placed } from "./checkout";
import { pageApi, registerInPage } from "./page-api";

/** Seeded pincode the demo warehouses deliver to. */
const PINCODE = "560001";

export type Pack = { pack_id: number; pack_name: string; warehouse_id: number; price: number; in_stock: boolean };
export type Product = { product_id: number; product_name: string; slug: string; category_slug?: string | null; packs: Pack[] };

/** A new shopper of this website (signed in in the page's browser), with an address and one cash order of the first products in stock. */
export async function shopperWithOrder(page: Page, site: string, productCount: number): Promise<{ placed: Placed; products: Product[] }> {
  await page.goto(new URL("/about-us", site).toString());
  const phone = await registerInPage(page, "Repeat Shopper");
  const { address } = await pageApi<{ address: { id: number } }>(page, "POST", "/api/account/addresses", {
    name: "Repeat Shopper",
    phone,
    pincode: PINCODE,
    line1: "7 Repeat Street",
    line2: "Indiranagar",
    landmark: "",
    city: "Bengaluru",
    state: "Karnataka",
  });
  const { data } = await pageApi<{ data: Product[] }>(page, "GET", "/api/products?perPage=24");
  const products = data.filter((product) => product.packs[0]?.in_stock).slice(0, productCount);
  expect(products).toHaveLength(productCount);
  await pageApi(page, "GET", `/api/check/pincode/${PINCODE}`);
  for (const { packs } of products) await pageApi(page, "POST", "/api/cart/add", { pack_id: packs[0].pack_id, warehouse_id: packs[0].warehouse_id });
  const cart = await pageApi<CartAnswer>(page, "GET", checkoutCartPath(address.id, "cod"));
  const placed = await pageApi<Placed>(page, "POST", "/api/checkout/place", placeOrderBody(cart, address.id, "cod"));
  return { placed, products };
}
