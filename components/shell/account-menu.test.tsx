/** @jest-environment jsdom */
import { fireEvent, screen } from "@testing-library/react";
import { renderInEnglish } from "@/testing/with-messages";
import { createStore, Provider } from "jotai";
import type { User } from "@/lib/api/schemas";
import { userAtom } from "@/lib/state/ui";
import { visitorReadyAtom } from "@/lib/state/visitor";
import { AccountArea } from "./account-menu";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }) }));

const customer: User = { name: "Priya Sharma", email: "priya@example.com", phone: "9876543210", superadmin: false, hasAdminAccess: false, isSalesAgent: false, canOpenConsole: false };

function renderWith(user: User | null, flags = { showAccount: true, showLogin: true, showRegister: true }, ready = true) {
  const store = createStore();
  store.set(userAtom, user);
  store.set(visitorReadyAtom, ready);
  renderInEnglish(
    <Provider store={store}>
      <AccountArea {...flags} />
    </Provider>,
  );
}

describe("AccountArea", () => {
  it("draws both the account button and Login until the visitor call answers; the visitor hint's CSS shows one", () => {
    renderWith(null, undefined, false);
    const container = document.body;
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector('[data-hint-when="member"] [data-hint-text="name"]')).not.toBeNull();
    expect(container.querySelector('[data-hint-when="no-member"]')).toContainElement(screen.getByRole("link", { name: "Login" }));
  });

  it("shows Login and Register links to guests", () => {
    renderWith(null);
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth/login");
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register");
  });

  it("hides Register when show_register is off", () => {
    renderWith(null, { showAccount: true, showLogin: true, showRegister: false });
    expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("is a menu button for a signed-in user (its code fetched once the visitor is known): ArrowDown opens on Account, Escape closes and returns focus", async () => {
    renderWith(customer);
    const button = await screen.findByRole("button", { name: /Priya Sharma/ });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Account", "Orders", "Addresses", "Logout"]);
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0], { key: "ArrowUp" });
    expect(items[3]).toHaveFocus();
    expect(items[3].tagName).toBe("BUTTON");
    fireEvent.keyDown(items[3], { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("adds the admin tools in new tabs and Switch Website for superadmins", async () => {
    renderWith({ ...customer, hasAdminAccess: true, superadmin: true, canOpenConsole: true });
    fireEvent.click(await screen.findByRole("button", { name: /Priya Sharma/ }));
    const admin = screen.getByRole("menuitem", { name: "Administration" });
    expect(admin).toHaveAccessibleDescription("Opens in a new tab");
    expect(admin).toHaveAttribute("href", "/bos/admin");
    expect(admin).toHaveAttribute("target", "_blank");
    expect(admin).toHaveAttribute("rel", "noopener");
    expect(screen.getByRole("menuitem", { name: /Website Settings/ })).toHaveAttribute("href", "/page-builder");
    expect(screen.getByRole("menuitem", { name: /POS/ })).toHaveAttribute("href", "/pos");
    expect(screen.getByRole("menuitem", { name: "Switch Website" })).toHaveAttribute("href", "/auth/bos/choose");
  });

  it("shows nothing for a signed-in user when show_account is off", () => {
    renderWith(customer, { showAccount: false, showLogin: true, showRegister: true });
    expect(screen.queryByRole("button")).toBeNull();
  });
});
