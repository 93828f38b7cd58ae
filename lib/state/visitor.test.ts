/** @jest-environment jsdom */
import { createStore } from "jotai";
import { cartAtom } from "@/lib/state/cart";
import { pincodeAtom, userAtom } from "@/lib/state/ui";
import { wishlistFlagsAtom } from "@/lib/state/wishlist";
import type { User, Visitor } from "@/lib/api/schemas";
import { applyVisitor, visitorReadyAtom } from "./visitor";

const guest: Visitor = { user: null, pincode: null, cart: null, wishlist: [] };

it("leaves the islands as they are when a guest's answer says what they already hold, and marks the visitor known", () => {
  const store = createStore();
  const cart = store.get(cartAtom);
  const flags = store.get(wishlistFlagsAtom);
  const heard: string[] = [];
  store.sub(cartAtom, () => heard.push("cart"));
  store.sub(wishlistFlagsAtom, () => heard.push("wishlist"));
  store.sub(userAtom, () => heard.push("user"));
  store.sub(visitorReadyAtom, () => heard.push("ready"));

  applyVisitor(store, guest);

  expect(heard).toEqual(["ready"]);
  expect(store.get(cartAtom)).toBe(cart);
  expect(store.get(wishlistFlagsAtom)).toBe(flags);
});

it("hands a different answer to the islands", () => {
  const store = createStore();
  const user: User = { id: 7, name: "Asha", email: "asha@example.com", phone: "", superadmin: false, hasAdminAccess: false, isSalesAgent: false, canOpenConsole: false };
  applyVisitor(store, { ...guest, user, pincode: "560001", wishlist: [3, 9] });

  expect(store.get(userAtom)).toEqual(user);
  expect(store.get(pincodeAtom)).toBe("560001");
  expect(store.get(wishlistFlagsAtom)).toEqual({ 3: true, 9: true });
  expect(store.get(visitorReadyAtom)).toBe(true);
});
