/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { SWRConfig } from "swr";
import { LanguagePrefixProvider } from "@/components/i18n/language-prefix";
import { productSchema } from "@/lib/api/schemas";
import { createUiStore } from "@/lib/state/ui";
import { fakeApi } from "@/components/cart/test-utils";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { BuyAgainProducts } from "./buy-again-products";

jest.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));
// The carousel has its own tests; here it only shows which products it was given.
jest.mock("@/components/product/product-carousel", () => ({
  ProductCarousel: ({ products, label }: { products: { product_name: string }[]; label: string }) => (
    <ul aria-label={label}>
      {products.map((product) => (
        <li key={product.product_name}>{product.product_name}</li>
      ))}
    </ul>
  ),
}));

const pack = { pack_id: 11, pack_name: "1 kg", price: 120, act_price: 150, discount: 20, warehouse_id: 2, discount_type: "percent" };
const rice = productSchema.parse({ product_id: 3, product_name: "Basmati Rice", slug: "basmati-rice", wishlist: false, image: "products/x.svg", packs: [pack] });

function show(language: "en" | "hi", prefix = "") {
  fakeApi().reply("GET /api/account/buy-again", { body: { data: [rice] } });
  const ui = (
    <LanguagePrefixProvider prefix={prefix}>
      <Provider store={createUiStore()}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <BuyAgainProducts customer={1} />
        </SWRConfig>
      </Provider>
    </LanguagePrefixProvider>
  );
  if (language === "en") renderInEnglish(ui);
  else renderInLanguage(language, ui);
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it("titles the row Buy again and links to the shopper's orders", async () => {
  show("en");
  const row = await screen.findByRole("region", { name: "Buy again" });
  expect(within(row).getByRole("link", { name: /Your orders/ })).toHaveAttribute("href", "/account/orders");
  expect(within(row).getByRole("list", { name: "Buy again" })).toHaveTextContent("Basmati Rice");
});

it("speaks Hindi on a Hindi page, and its link keeps the prefix", async () => {
  show("hi", "/hi");
  const row = await screen.findByRole("region", { name: "फिर से खरीदें" });
  expect(within(row).getByRole("link", { name: /आपके ऑर्डर/ })).toHaveAttribute("href", "/hi/account/orders");
  expect(screen.queryByText("Buy again")).toBeNull();
});
