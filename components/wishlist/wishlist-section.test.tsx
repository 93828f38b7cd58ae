/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { Provider } from "jotai";
import { SWRConfig } from "swr";
import { productSchema, type WishlistWithProducts } from "@/lib/api/schemas";
import { createUiStore, toastsAtom } from "@/lib/state/ui";
import { wishlistFlagsAtom } from "@/lib/state/wishlist";
import { cartWith, fakeApi } from "@/components/cart/test-utils";
import { WishlistSection } from "./wishlist-section";

const pack = { pack_id: 11, pack_name: "1 kg", price: 120, act_price: 150, discount: 20, warehouse_id: 2, discount_type: "percent" };
const product = (id: number, name: string, packs = [pack]) =>
  productSchema.parse({ product_id: id, product_name: name, slug: name.toLowerCase().replace(/ /g, "-"), wishlist: true, image: "products/x.svg", packs });

function setup(list: WishlistWithProducts) {
  const store = createUiStore();
  store.set(toastsAtom, []);
  store.set(wishlistFlagsAtom, {});
  renderInEnglish(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <WishlistSection list={list} />
      </SWRConfig>
    </Provider>,
  );
  return store;
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it("shows each product with its link, first pack and price, and the empty note only when the list is empty", () => {
  setup({ id: 0, name: "Default", products: [product(3, "Basmati Rice")] });
  const section = screen.getByRole("region", { name: "Default" });
  expect(within(section).getByRole("link", { name: "Basmati Rice" })).toHaveAttribute("href", "/products/basmati-rice");
  expect(within(section).getByText("1 kg")).toBeInTheDocument();
  expect(within(section).getByText("₹120.00")).toBeInTheDocument();
  expect(within(section).getByRole("button", { name: "Add to cart" })).toHaveAccessibleDescription("Basmati Rice");
  expect(within(section).getByRole("list")).not.toBeEmptyDOMElement();
});

it("adds the first pack to the cart with a success toast", async () => {
  const api = fakeApi();
  api.reply("POST /api/cart/add", { body: cartWith({ 11: 1 }) });
  const store = setup({ id: 0, name: "Default", products: [product(3, "Basmati Rice")] });
  fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
  expect(await screen.findByText("1 in your cart")).toBeInTheDocument();
  expect(api.requests).toEqual([{ method: "POST", path: "/api/cart/add", body: { pack_id: 11, warehouse_id: 2 } }]);
  expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: "success", title: "Added to cart" })]);
});

it("removes a product from this list with the toggle, and says so once the list is empty", async () => {
  const api = fakeApi();
  api.reply("POST /api/wishlist/remove", { body: { product_id: 3, wishlist: false, message: "Removed from your wishlist" } });
  const store = setup({ id: 7, name: "Festive", products: [product(3, "Basmati Rice")] });
  fireEvent.click(screen.getByRole("button", { name: "Remove" }));
  await waitFor(() => expect(screen.queryByRole("link", { name: "Basmati Rice" })).toBeNull());
  expect(api.requests).toEqual([{ method: "POST", path: "/api/wishlist/remove", body: { product_id: 3, wishlist_category_id: 7 } }]);
  expect(screen.getByRole("list")).toBeEmptyDOMElement();
  expect(store.get(wishlistFlagsAtom)).toEqual({ 3: false });
  expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: "success", text: "Removed from your wishlist" })]);
});

it("keeps the product and shows an error toast when the removal fails", async () => {
  const api = fakeApi();
  api.reply("POST /api/wishlist/remove", { status: 500, body: { message: "Something broke" } });
  const store = setup({ id: 0, name: "Default", products: [product(3, "Basmati Rice")] });
  fireEvent.click(screen.getByRole("button", { name: "Remove" }));
  await waitFor(() => expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: "error", text: "Something broke" })]));
  expect(screen.getByRole("link", { name: "Basmati Rice" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Remove" })).toBeEnabled();
});

it("offers no Add to cart for a product without packs", () => {
  setup({ id: 0, name: "Default", products: [product(4, "Old Stock", [])] });
  expect(screen.getByText("Currently unavailable")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
  expect(screen.getByRole("button", { name: "Remove" })).toBeInTheDocument();
});

it("an empty list links back to the products", () => {
  setup({ id: 0, name: "Default", products: [] });
  expect(screen.getByRole("list")).toBeEmptyDOMElement();
  expect(screen.getByText(/No products in this list yet/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");
});

it("speaks the page's language: the Default list's name, the actions and the empty note in Hindi", async () => {
  const api = fakeApi();
  api.reply("POST /api/cart/add", { body: cartWith({ 11: 2 }) });
  const store = createUiStore();
  store.set(toastsAtom, []);
  renderInLanguage(
    "hi",
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <WishlistSection list={{ id: 0, name: "Default", products: [product(3, "Basmati Rice"), product(4, "Old Stock", [])] }} />
        <WishlistSection list={{ id: 7, name: "Festive", products: [] }} />
      </SWRConfig>
    </Provider>,
  );
  const list = screen.getByRole("region", { name: "डिफ़ॉल्ट" });
  expect(within(list).getByText("अभी उपलब्ध नहीं")).toBeInTheDocument();
  expect(within(list).getAllByRole("button", { name: "हटाएँ" })).toHaveLength(2);
  fireEvent.click(within(list).getByRole("button", { name: "कार्ट में डालें" }));
  expect(await within(list).findByText("आपकी कार्ट में 2")).toBeInTheDocument();
  expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: "success", title: "कार्ट में डाल दिया", text: "Basmati Rice (1 kg) आपकी कार्ट में है" })]);
  const ownList = screen.getByRole("region", { name: "Festive" });
  expect(within(ownList).getByText(/इस सूची में अभी कोई उत्पाद नहीं है।/)).toBeInTheDocument();
  expect(within(ownList).getByRole("link", { name: "उत्पाद देखें" })).toHaveAttribute("href", "/products");
});
