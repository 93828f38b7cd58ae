/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderInLanguage } from "@/testing/with-messages";
import { Provider } from "jotai";
import { SWRConfig } from "swr";
import { emptyCart, type Cart, type Pack, type Product } from "@/lib/api/schemas";
import { cartAtom } from "@/lib/state/cart";
import { cartPanelOpenAtom, createUiStore, pincodeAtom, toastsAtom } from "@/lib/state/ui";
import { visitorReadyAtom } from "@/lib/state/visitor";
import { AddToCartButton } from "@/components/product/add-to-cart-button";
import { CartButton } from "@/components/shell/cart-button";
import { CartPanel } from "./cart-panel";
import { cartWith, fakeApi } from "./test-utils";

const CART = "/api/cart?groupby_delivery=true";
const COUPONS = "/api/cart/coupons";
/** The requests other than the list of available coupons, which the open panel asks for on its own. */
const cartRequests = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.path !== COUPONS);
const pack: Pack = { pack_id: 7, pack_name: "1 kg", price: 120, act_price: 150, discount: 20, warehouse_id: 1, discount_type: null, image: null, net_quantity: 1, net_unit: "kg", unit_price: 120, gtin: null, in_stock: true, stock_status: "in_stock", stock_left: null };
const product = { product_id: 3, product_name: "Basmati Rice", slug: "basmati-rice", packs: [pack] } as unknown as Product;

type Setup = { cart?: Cart | null; pincode?: string | null; open?: boolean; language?: "en" | "hi" | "kn" };

function setup({ cart = null, pincode = null, open = false, language = "en" }: Setup = {}) {
  const store = createUiStore();
  store.set(toastsAtom, []);
  store.set(pincodeAtom, pincode);
  store.set(cartPanelOpenAtom, open);
  store.set(visitorReadyAtom, true);
  store.set(cartAtom, cart ?? emptyCart());
  renderInLanguage(
    language,
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <CartButton />
        <AddToCartButton product={product} pack={pack} />
        <CartPanel />
      </SWRConfig>
    </Provider>,
  );
  return store;
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("add to cart", () => {
  it("starts at the init cart's quantity: 0 shows Add, more shows the stepper", async () => {
    setup({ cart: cartWith({ 7: 3 }) });
    expect(await screen.findByRole("group", { name: "Quantity of Basmati Rice, 1 kg" })).toHaveTextContent("3");
    expect(screen.getByRole("button", { name: "Cart, 3 items" })).toBeInTheDocument();
  });

  it("adds, then steps up and down, replacing the cart with each reply", async () => {
    const api = fakeApi();
    api.reply("POST /api/cart/add", { body: cartWith({ 7: 1 }) }, { body: cartWith({ 7: 2 }) });
    api.reply("POST /api/cart/remove", { body: cartWith({}) });
    setup();
    expect(screen.getByRole("button", { name: "Cart, 0 items" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Add Basmati Rice, 1 kg to cart" }));
    await screen.findByRole("button", { name: "Cart, 1 item" });
    expect(api.requests[0]).toEqual({ method: "POST", path: "/api/cart/add", body: { pack_id: 7, warehouse_id: 1 } });

    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    await screen.findByRole("button", { name: "Cart, 2 items" });
    expect(screen.getByRole("status")).toHaveTextContent("2");

    fireEvent.click(screen.getByRole("button", { name: "Decrease quantity" }));
    await screen.findByRole("button", { name: "Add Basmati Rice, 1 kg to cart" });
    expect(api.requests[2]).toEqual({ method: "POST", path: "/api/cart/remove", body: { pack_id: 7, remove: false } });
  });

  it("rests + at the line's limit with the reason, without calling the server", () => {
    const api = fakeApi();
    const cart = cartWith({ 7: 20 });
    cart.items[0].max_quantity = 20;
    setup({ cart });
    const increase = screen.getByRole("button", { name: "Increase quantity" });
    expect(increase).toHaveAttribute("aria-disabled", "true");
    expect(increase).toHaveAccessibleDescription("You can add at most 20 of this item");
    fireEvent.click(increase);
    expect(api.requests).toEqual([]);
  });

  it("rests + at what is left on the shelf with that reason, without calling the server or raising a toast", () => {
    const api = fakeApi();
    const cart = cartWith({ 7: 3 });
    Object.assign(cart.items[0], { max_quantity: 3, stock_left: 3 });
    const store = setup({ cart });
    const increase = screen.getByRole("button", { name: "Increase quantity" });
    expect(increase).toHaveAttribute("aria-disabled", "true");
    expect(increase).toHaveAccessibleDescription("Only 3 left");
    fireEvent.click(increase);
    expect(api.requests).toEqual([]);
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it("logs a refusal and shows it as an error toast, leaving the cart as it was", async () => {
    const api = fakeApi();
    api.reply("POST /api/cart/add", { status: 400, body: { message: "You can add at most 20 of this item" } });
    const store = setup({ cart: cartWith({ 7: 20 }) });
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: "error", text: "You can add at most 20 of this item" })]));
    expect(console.error).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Cart, 20 items" })).toBeInTheDocument();
  });
});

describe("cart panel", () => {
  it("says an empty cart is empty, and asks for a pincode with a disabled button", async () => {
    setup({ open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    expect(within(panel).getByText("Empty Cart")).toBeInTheDocument();
    expect(within(panel).getByText("Your cart is empty")).toBeInTheDocument();
    expect(within(panel).getByText("Delivery Pincode Required")).toBeInTheDocument();
    expect(within(panel).getByText("Please select your delivery pincode to proceed to checkout")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Continue to Checkout" })).toBeDisabled();
    expect(within(panel).queryByRole("link", { name: "Continue to Checkout" })).toBeNull();
  });

  it("offers shopping, not checkout, for an empty cart with a pincode", async () => {
    setup({ pincode: "560001", open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    expect(within(panel).getByText("Your cart is empty")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/products");
    expect(within(panel).queryByRole("link", { name: "Continue to Checkout" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Continue to Checkout" })).toBeNull();
    expect(within(panel).queryByRole("alert")).toBeNull();
  });

  it("links to checkout once a pincode is set, and lists the items with their totals", async () => {
    setup({ cart: cartWith({ 7: 2 }, { discount: 24, finalDelivery: 40, total: 256, offercode: "WELCOME10" }), pincode: "560001", open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    expect(within(panel).getByRole("link", { name: "Continue to Checkout" })).toHaveAttribute("href", "/checkout");
    expect(within(panel).queryByText("Delivery Pincode Required")).toBeNull();
    expect(within(panel).getByText("Product 7")).toBeInTheDocument();
    expect(within(panel).getByText("−₹24.00")).toBeInTheDocument();
    expect(within(panel).getByText("₹256.00")).toBeInTheDocument();
    expect(within(panel).getByText("WELCOME10")).toBeInTheDocument();
  });

  it("never shows zero totals or offers checkout for a cart it cannot deliver", async () => {
    const message = "Some items cannot be delivered; remove them to check out";
    const cart = cartWith({ 7: 2 }, { amount: 0, total: 0, serviceable: false, message });
    const undeliverable = { ...cart.items[0], valid: false, message: "Not deliverable to 700001" };
    cart.items[0] = undeliverable;
    cart.grouped_items[0].items[0] = undeliverable;
    setup({ cart, pincode: "700001", open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    expect(within(panel).getByText("Not deliverable to 700001")).toBeInTheDocument();
    expect(within(panel).queryByText("₹0.00")).toBeNull();
    expect(within(panel).queryByText("After pincode")).toBeNull();
    expect(within(panel).getByRole("alert")).toHaveTextContent(message);
    expect(within(panel).queryByRole("link", { name: "Continue to Checkout" })).toBeNull();
    expect(within(panel).getByRole("button", { name: "Continue to Checkout" })).toBeDisabled();
  });

  it("says why a line and the cart cannot be ordered in the page's language", async () => {
    const cart = cartWith({ 7: 2 }, { amount: 0, total: 0, serviceable: false, message: "Some items cannot be delivered; remove them to check out" });
    const undeliverable = { ...cart.items[0], valid: false, message: "Not deliverable to 700001" };
    cart.items[0] = undeliverable;
    cart.grouped_items[0].items[0] = undeliverable;
    setup({ cart, pincode: "700001", open: true, language: "hi" });
    const panel = await screen.findByRole("dialog", { name: "कार्ट" });
    expect(within(panel).getByText("700001 पर डिलीवरी नहीं होती")).toBeInTheDocument();
    expect(within(panel).getByRole("alert")).toHaveTextContent("कुछ आइटम की डिलीवरी नहीं हो सकती; चेकआउट के लिए उन्हें हटाएँ");
    expect(within(panel).queryByText(/Not deliverable|Some items/)).toBeNull();
  });

  it("applies a coupon: replaces the cart with the reply, then reloads it", async () => {
    const api = fakeApi();
    api.reply("POST /api/apply/coupon", { body: cartWith({ 7: 5 }, { offercode: "WELCOME10", discount: 60 }) });
    api.reply(`GET ${CART}`, { body: cartWith({ 7: 5 }, { offercode: "WELCOME10", discount: 60 }) });
    setup({ cart: cartWith({ 7: 5 }), pincode: "560001", open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    fireEvent.change(within(panel).getByRole("textbox", { name: /Coupon code/ }), { target: { value: "welcome10" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Apply" }));
    await within(panel).findByText("WELCOME10");
    await waitFor(() => expect(cartRequests(api).map((request) => `${request.method} ${request.path}`)).toEqual(["POST /api/apply/coupon", `GET ${CART}`]));
    expect(cartRequests(api)[0].body).toEqual({ code: "welcome10" });
  });

  it("marks the coupon field optional and suggests no code; Apply with nothing typed asks for one without calling the server", async () => {
    const api = fakeApi();
    setup({ cart: cartWith({ 7: 1 }), pincode: "560001", open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    const code = within(panel).getByRole("textbox", { name: "Coupon code" });
    expect(within(panel).getByText("Coupon code", { selector: "label" })).toHaveTextContent(/^Coupon code$/);
    expect(code).not.toBeRequired();
    expect(code.getAttribute("placeholder") ?? "").not.toMatch(/[A-Z]{3,}\d/);
    fireEvent.click(within(panel).getByRole("button", { name: "Apply" }));
    expect(await within(panel).findByText("Please enter a coupon code")).toBeInTheDocument();
    expect(cartRequests(api).filter((request) => request.path === "/api/apply/coupon")).toEqual([]);
  });

  it("shows the server's refusal of a coupon", async () => {
    const api = fakeApi();
    api.reply("POST /api/apply/coupon", { status: 422, body: { message: "Add ₹380.00 more to use WELCOME10" } });
    setup({ cart: cartWith({ 7: 1 }), pincode: "560001", open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    fireEvent.change(within(panel).getByRole("textbox", { name: /Coupon code/ }), { target: { value: "WELCOME10" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Apply" }));
    expect(await within(panel).findByText("Add ₹380.00 more to use WELCOME10")).toBeInTheDocument();
  });

  it("shows the server's refusal of a coupon in the page's language, with its amount and code", async () => {
    const api = fakeApi();
    api.reply("POST /api/apply/coupon", { status: 422, body: { message: "Add ₹380.00 more to use WELCOME10" } });
    setup({ cart: cartWith({ 7: 1 }), pincode: "560001", open: true, language: "kn" });
    const panel = await screen.findByRole("dialog", { name: "ಕಾರ್ಟ್" });
    fireEvent.change(within(panel).getByRole("textbox", { name: /ಕೂಪನ್ ಕೋಡ್/ }), { target: { value: "WELCOME10" } });
    fireEvent.click(within(panel).getByRole("button", { name: "ಅನ್ವಯಿಸಿ" }));
    expect(await within(panel).findByText("WELCOME10 ಬಳಸಲು ಇನ್ನೂ ₹380.00 ಮೌಲ್ಯದ ವಸ್ತು ಸೇರಿಸಿ")).toBeInTheDocument();
  });

  it("clears a coupon refusal on the next cart change", async () => {
    const api = fakeApi();
    api.reply("POST /api/apply/coupon", { status: 422, body: { message: "Add ₹380.00 more to use WELCOME10" } });
    api.reply("POST /api/cart/add", { body: cartWith({ 7: 2 }) });
    setup({ cart: cartWith({ 7: 1 }), pincode: "560001", open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    fireEvent.change(within(panel).getByRole("textbox", { name: /Coupon code/ }), { target: { value: "WELCOME10" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Apply" }));
    expect(await within(panel).findByText("Add ₹380.00 more to use WELCOME10")).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole("button", { name: "Increase quantity" }));
    await screen.findByRole("button", { name: "Cart, 2 items" });
    await waitFor(() => expect(within(panel).queryByText("Add ₹380.00 more to use WELCOME10")).toBeNull());
  });

  it("removes a coupon and reloads the cart", async () => {
    const api = fakeApi();
    api.reply("GET /api/remove/coupon", { body: cartWith({ 7: 5 }) });
    api.reply(`GET ${CART}`, { body: cartWith({ 7: 5 }) });
    setup({ cart: cartWith({ 7: 5 }, { offercode: "FLAT50", discount: 50 }), pincode: "560001", open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Remove coupon" })));
    expect(await within(panel).findByRole("textbox", { name: /Coupon code/ })).toBeInTheDocument();
    expect(cartRequests(api).map((request) => request.path)).toEqual(["/api/remove/coupon", CART]);
  });

  it("lists the coupons for this cart with their saving or the amount still needed, and applies one with one tap", async () => {
    const api = fakeApi();
    const flat = { code: "FLAT50", description: "₹50 off orders above ₹300", saving: 50, short: 0 };
    const welcome = { code: "WELCOME10", description: "10% off orders above ₹500", saving: 0, short: 20 };
    api.reply(`GET ${COUPONS}`, { body: { coupons: [flat, welcome] } }, { body: { coupons: [{ ...flat, applied: true }, welcome] } });
    api.reply("POST /api/apply/coupon", { body: cartWith({ 7: 4 }, { offercode: "FLAT50", discount: 50 }) });
    api.reply(`GET ${CART}`, { body: cartWith({ 7: 4 }, { offercode: "FLAT50", discount: 50 }) });
    setup({ cart: cartWith({ 7: 4 }), pincode: "560001", open: true });
    const panel = await screen.findByRole("dialog", { name: "Cart Summary" });
    const list = await within(panel).findByRole("region", { name: "Available coupons" });
    expect(within(list).getByRole("listitem", { name: "FLAT50" })).toHaveTextContent("Save ₹50.00");
    const far = within(list).getByRole("listitem", { name: "WELCOME10" });
    expect(far).toHaveTextContent("Add ₹20.00 more");
    expect(within(far).queryByRole("button")).toBeNull();

    fireEvent.click(within(list).getByRole("button", { name: "Apply FLAT50" }));
    await waitFor(() => expect(within(list).getByRole("listitem", { name: "FLAT50" })).toHaveTextContent("Applied"));
    expect(cartRequests(api).map((request) => `${request.method} ${request.path}`)).toEqual(["POST /api/apply/coupon", `GET ${CART}`]);
    expect(cartRequests(api)[0].body).toEqual({ code: "FLAT50" });
    expect(within(list).queryByRole("button", { name: "Apply FLAT50" })).toBeNull();
  });

  it("shows the server's refusal of a listed coupon", async () => {
    const api = fakeApi();
    api.reply(`GET ${COUPONS}`, { body: { coupons: [{ code: "FLAT50", description: "", saving: 50, short: 0 }] } });
    api.reply("POST /api/apply/coupon", { status: 422, body: { message: "This coupon has reached its usage limit" } });
    setup({ cart: cartWith({ 7: 4 }), pincode: "560001", open: true });
    const list = await screen.findByRole("region", { name: "Available coupons" });
    fireEvent.click(within(list).getByRole("button", { name: "Apply FLAT50" }));
    expect(await within(list).findByRole("alert")).toHaveTextContent("This coupon has reached its usage limit");
  });
});

describe("focus", () => {
  it("moves from Add to the stepper's + and back to Add when the last unit goes", async () => {
    const api = fakeApi();
    api.reply("POST /api/cart/add", { body: cartWith({ 7: 1 }) });
    api.reply("POST /api/cart/remove", { body: cartWith({}) });
    setup();
    const add = screen.getByRole("button", { name: "Add Basmati Rice, 1 kg to cart" });
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByRole("button", { name: "Increase quantity" })).toHaveFocus());
    fireEvent.click(screen.getByRole("button", { name: "Decrease quantity" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Basmati Rice, 1 kg to cart" })).toHaveFocus());
  });
});
