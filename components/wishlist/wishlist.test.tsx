/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { LanguagePrefixProvider } from "@/components/i18n/language-prefix";
import { Provider } from "jotai";
import { SWRConfig } from "swr";
import type { Product, User } from "@/lib/api/schemas";
import { createUiStore, toastsAtom, userAtom } from "@/lib/state/ui";
import { visitorGaveUpAtom, visitorReadyAtom } from "@/lib/state/visitor";
import { wishlistFlagsAtom } from "@/lib/state/wishlist";
import { fakeApi } from "@/components/cart/test-utils";
import { WishlistButton } from "@/components/product/wishlist-button";
import { WishlistDialog } from "./wishlist-dialog";

const push = jest.fn();
jest.mock("@/lib/navigation-start", () => ({ useProgressRouter: () => ({ push }) }));

const product = { product_id: 3, product_name: "Basmati Rice", slug: "basmati-rice", wishlist: false, packs: [] } as unknown as Product;
const asha: User = { name: "Asha Rao", email: "asha@example.com", phone: "9876543210", superadmin: false, hasAdminAccess: false, isSalesAgent: false, canOpenConsole: false };

function setup(user: User | null, { prefix = "", visitorReady = true, hindi = false } = {}) {
  const store = createUiStore();
  store.set(userAtom, user);
  store.set(visitorReadyAtom, visitorReady);
  store.set(toastsAtom, []);
  store.set(wishlistFlagsAtom, {});
  const render = hindi ? (ui: React.ReactElement) => renderInLanguage("hi", ui) : renderInEnglish;
  render(
    <LanguagePrefixProvider prefix={prefix}>
      <Provider store={store}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <WishlistButton product={product} />
          <WishlistButton product={product} />
          <WishlistDialog />
        </SWRConfig>
      </Provider>
    </LanguagePrefixProvider>,
  );
  return store;
}

const hearts = () => screen.getAllByRole("button", { name: /Basmati Rice to wishlist/ });

beforeEach(() => {
  push.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it("sends a guest to log in, remembering the page", async () => {
  setup(null);
  fireEvent.click(hearts()[0]);
  await waitFor(() => expect(push).toHaveBeenCalledWith("/auth/login"));
  expect(document.cookie).toContain("redirect_after_login=%2F");
  expect(screen.queryByRole("dialog")).toBeNull();
});

it("a click made before the visitor call answers waits for it: a signed-in shopper gets the dialog, not the login page", async () => {
  const api = fakeApi();
  api.reply("GET /api/wishlist?product_id=3", { body: { WishlistCategories: [] } });
  const store = setup(null, { visitorReady: false });
  fireEvent.click(hearts()[0]);
  await Promise.resolve();
  expect(push).not.toHaveBeenCalled();
  expect(screen.queryByRole("dialog")).toBeNull();

  act(() => {
    store.set(userAtom, asha);
    store.set(visitorReadyAtom, true);
  });
  expect(await screen.findByRole("dialog", { name: "Add Products In Wishlist" })).toBeVisible();
  expect(push).not.toHaveBeenCalled();
});

it("a guest's early click goes to log in once the visitor call says guest", async () => {
  const store = setup(null, { visitorReady: false });
  fireEvent.click(hearts()[0]);
  await Promise.resolve();
  expect(push).not.toHaveBeenCalled();
  act(() => store.set(visitorReadyAtom, true));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/auth/login"));
});

it("an early click is not kept waiting when the visitor call gives up: it goes on as a guest's", async () => {
  const store = setup(null, { visitorReady: false });
  fireEvent.click(hearts()[0]);
  await Promise.resolve();
  expect(push).not.toHaveBeenCalled();
  act(() => store.set(visitorGaveUpAtom, true));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/auth/login"));
});

it("sends a guest on a Hindi page to the Hindi login", async () => {
  setup(null, { prefix: "/hi" });
  fireEvent.click(hearts()[0]);
  await waitFor(() => expect(push).toHaveBeenCalledWith("/hi/auth/login"));
});

it("speaks Hindi on a Hindi page: its title, the default list, what each button does and the create form", async () => {
  const api = fakeApi();
  api.reply("GET /api/wishlist?product_id=3", { body: { WishlistCategories: [{ id: 4, name: "Festive" }], holding: [4] } });
  setup(asha, { prefix: "/hi", hindi: true });
  fireEvent.click(screen.getAllByRole("button", { name: "Basmati Rice विशलिस्ट में सहेजें" })[0]);
  const dialog = await screen.findByRole("dialog", { name: "विशलिस्ट में जोड़ें" });
  expect(await within(dialog).findByRole("button", { name: "डिफ़ॉल्ट में सहेजें" })).toBeEnabled();
  expect(within(dialog).getByRole("button", { name: /^Festive से हटाएँ/ })).toBeEnabled();
  fireEvent.click(within(dialog).getByRole("button", { name: "एक और विशलिस्ट बनाएँ" }));
  expect(within(dialog).getByRole("textbox", { name: /विशलिस्ट का नाम/ })).toBeVisible();
  expect(within(dialog).getByRole("button", { name: "बनाएँ" })).toBeVisible();
  expect(within(dialog).getByRole("button", { name: "रद्द करें" })).toBeVisible();
});

it("offers Default and the customer's lists; a toggle flips the flag on every heart of the product", async () => {
  const api = fakeApi();
  api.reply("GET /api/wishlist?product_id=3", { body: { WishlistCategories: [{ id: 4, name: "Festive" }] } });
  api.reply("POST /api/wishlist/update", { body: { product_id: 3, wishlist: true, message: "Added to your wishlist" } });
  const store = setup(asha);
  fireEvent.click(hearts()[0]);
  const dialog = await screen.findByRole("dialog", { name: "Add Products In Wishlist" });
  const festive = await within(dialog).findByRole("button", { name: "Save to Festive" });
  expect(within(dialog).getByRole("button", { name: "Save to Default" })).toBeEnabled();
  fireEvent.click(festive);
  await waitFor(() => expect(hearts().map((heart) => heart.getAttribute("aria-pressed"))).toEqual(["true", "true"]));
  expect(api.requests.filter((request) => request.method === "POST")).toEqual([
    { method: "POST", path: "/api/wishlist/update", body: { product_id: 3, wishlist_category_id: 4 } },
  ]);
  expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: "success", text: "Added to your wishlist" })]);
});

it("creates another wishlist with a success toast", async () => {
  const api = fakeApi();
  api.reply("GET /api/wishlist?product_id=3", { body: { WishlistCategories: [] } }, { body: { WishlistCategories: [{ id: 9, name: "Party" }] } });
  api.reply("POST /api/wishlistCategory", { body: { id: 9, name: "Party", message: "Wishlist added successfully" } });
  const store = setup(asha);
  fireEvent.click(hearts()[0]);
  const dialog = await screen.findByRole("dialog", { name: "Add Products In Wishlist" });
  fireEvent.click(within(dialog).getByRole("button", { name: "Create Another Wishlist" }));
  fireEvent.change(within(dialog).getByRole("textbox", { name: /Wishlist name/ }), { target: { value: "Party" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
  expect(await within(dialog).findByRole("button", { name: "Save to Party" })).toBeInTheDocument();
  expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: "success", text: "Wishlist added successfully" })]);
});

it("shows a failed toggle as an error toast", async () => {
  const api = fakeApi();
  api.reply("GET /api/wishlist?product_id=3", { body: { WishlistCategories: [] } });
  api.reply("POST /api/wishlist/update", { status: 401, body: { message: "Please log in to use your wishlist" } });
  const store = setup(asha);
  fireEvent.click(hearts()[0]);
  const dialog = await screen.findByRole("dialog", { name: "Add Products In Wishlist" });
  fireEvent.click(await within(dialog).findByRole("button", { name: "Save to Default" }));
  await waitFor(() => expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: "error", text: "Please log in to use your wishlist" })]));
  expect(hearts()[0]).toHaveAttribute("aria-pressed", "false");
});

it("marks the lists holding the product, and takes it out of one with remove, never a toggle", async () => {
  const api = fakeApi();
  api.reply("GET /api/wishlist?product_id=3", { body: { WishlistCategories: [{ id: 4, name: "Festive" }], holding: [4] } });
  api.reply("POST /api/wishlist/remove", { body: { product_id: 3, wishlist: false, message: "Removed from your wishlist" } });
  api.reply("GET /api/wishlist?product_id=3", { body: { WishlistCategories: [{ id: 4, name: "Festive" }], holding: [] } });
  setup(asha);
  fireEvent.click(hearts()[0]);
  const dialog = await screen.findByRole("dialog", { name: "Add Products In Wishlist" });
  const held = await within(dialog).findByRole("button", { name: "Remove from Festive" });
  expect(held).toHaveTextContent("Saved here");
  expect(within(dialog).getByRole("button", { name: "Save to Default" })).not.toHaveTextContent("Saved here");
  fireEvent.click(held);
  await waitFor(() => expect(api.requests.map((request) => `${request.method} ${request.path}`)).toContain("POST /api/wishlist/remove"));
  expect(api.requests.find((request) => request.method === "POST")?.body).toEqual({ product_id: 3, wishlist_category_id: 4 });
});
