/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { cartAtom } from "@/lib/state/cart";
import { pincodeAtom, userAtom } from "@/lib/state/ui";
import { visitorGaveUpAtom, visitorReadyAtom } from "@/lib/state/visitor";
import { wishlistFlagsAtom } from "@/lib/state/wishlist";
import { cartWith, fakeApi } from "@/components/cart/test-utils";
import { VisitorSync } from "./visitor-sync";

const VISITOR = { user: { id: 5, name: "Asha", phone: "9876543210" }, pincode: "560001", cart: cartWith({ 7: 2 }), wishlist: [3, 9] };

function mount() {
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <VisitorSync />
    </Provider>,
  );
  return { store, view };
}

/** Lets the fake API's answer (a few promise steps) reach the component. */
const settle = () => act(async () => {});

/** Lets each pause pass in turn, with the request it ends answered. */
async function pass(pauses: number[], everyStep: () => void = () => {}) {
  for (const pause of pauses) {
    everyStep();
    await act(async () => jest.advanceTimersByTime(pause));
    await settle();
  }
}

/** The cookies a test leaves (the hint the component writes) must not decide the next test's call. */
function clearCookies() {
  for (const pair of document.cookie.split("; ").filter(Boolean)) document.cookie = `${pair.split("=")[0]}=; Max-Age=0; Path=/`;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  clearCookies();
});

it("asks once and hands the answer to every island: user, pincode, wishlist flags, cart, then ready", async () => {
  const api = fakeApi();
  api.reply("GET /api/visitor", { body: VISITOR });
  const { store } = mount();
  expect(store.get(visitorReadyAtom)).toBe(false);
  await settle();
  expect(api.requests.map((request) => request.path)).toEqual(["/api/visitor"]);
  expect(store.get(userAtom)).toMatchObject({ id: 5, name: "Asha" });
  expect(store.get(pincodeAtom)).toBe("560001");
  expect(store.get(wishlistFlagsAtom)).toEqual({ 3: true, 9: true });
  expect(store.get(cartAtom).quantity).toBe(2);
  expect(store.get(visitorReadyAtom)).toBe(true);
  expect(document.cookie).toContain("visitor_hint=");
});

it("answers a returning plain guest without asking: no user, no pincode, an empty cart, ready", async () => {
  const api = fakeApi();
  document.cookie = `visitor_hint=${encodeURIComponent("0||0|")}; Path=/`;
  const { store } = mount();
  await settle();
  expect(api.requests).toEqual([]);
  expect(store.get(userAtom)).toBeNull();
  expect(store.get(pincodeAtom)).toBeNull();
  expect(store.get(cartAtom).quantity).toBe(0);
  expect(store.get(visitorReadyAtom)).toBe(true);
});

it("asks for a plain guest's hint once the API has marked the browser (a session or a pincode of its own)", async () => {
  const api = fakeApi();
  api.reply("GET /api/visitor", { body: VISITOR });
  document.cookie = `visitor_hint=${encodeURIComponent("0||0|")}; Path=/`;
  document.cookie = "visitor_state=1; Path=/";
  const { store } = mount();
  await settle();
  expect(api.requests.map((request) => request.path)).toEqual(["/api/visitor"]);
  expect(store.get(userAtom)).toMatchObject({ name: "Asha" });
});

it("asks again after 2, 4 and 8 s while the call fails", async () => {
  const api = fakeApi();
  api.reply("GET /api/visitor", { status: 503, body: {} }, { status: 503, body: {} }, { status: 503, body: {} }, { body: VISITOR });
  const { store } = mount();
  await settle();
  await pass([2000, 4000, 8000], () => expect(store.get(visitorReadyAtom)).toBe(false));
  expect(api.requests).toHaveLength(4);
  expect(store.get(visitorReadyAtom)).toBe(true);
});

it("gives up after the third retry: the page stays as painted and a waiting click goes on as a guest's", async () => {
  const api = fakeApi();
  api.reply("GET /api/visitor", ...Array.from({ length: 5 }, () => ({ status: 503, body: {} })));
  const { store } = mount();
  await settle();
  await pass([2000, 4000], () => expect(store.get(visitorGaveUpAtom)).toBe(false));
  await pass([8000, 16000]);
  expect(api.requests).toHaveLength(4);
  expect(store.get(visitorReadyAtom)).toBe(false);
  expect(store.get(visitorGaveUpAtom)).toBe(true);
});

it("drops an answer that comes after the page part is gone", async () => {
  const api = fakeApi();
  api.reply("GET /api/visitor", { body: VISITOR });
  const { store, view } = mount();
  view.unmount();
  await settle();
  expect(store.get(visitorReadyAtom)).toBe(false);
});
