/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import { createUiStore, pincodeDialogOpenAtom } from "@/lib/state/ui";
import { fakeApi } from "@/components/cart/test-utils";
import { PincodeDialog, validatePincodeInput } from "./pincode-dialog";

const reload = jest.fn();
jest.mock("./reload-page", () => ({ reloadPage: () => reload() }));
beforeEach(() => {
  reload.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function openDialog() {
  const store = createUiStore();
  store.set(pincodeDialogOpenAtom, true);
  render(
    <Provider store={store}>
      <PincodeDialog />
    </Provider>,
  );
  return screen.findByRole("dialog", { name: "Change Location" });
}

async function submit(value: string) {
  await openDialog();
  fireEvent.change(screen.getByRole("textbox", { name: "Pincode" }), { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: "Apply" }));
}

it("needs at least 6 characters", () => {
  expect(validatePincodeInput("12345")).toBe("Please enter a valid pincode");
  expect(validatePincodeInput(" 560001 ")).toBe(true);
  expect(validatePincodeInput("abcdef")).toBe(true);
});

it("refuses fewer than 6 characters without calling the server", async () => {
  const api = fakeApi();
  await submit("123");
  expect(await screen.findByText("Please enter a valid pincode")).toBeInTheDocument();
  expect(api.requests).toEqual([]);
});

it("checks the pincode, then reloads the page", async () => {
  const api = fakeApi();
  api.reply("GET /api/check/pincode/560001", { body: { pincode: "560001", serviceable: true, message: "Delivery available to 560001" } });
  api.reply("GET /api/visitor", { body: { user: null, pincode: "560001", cart: null, wishlist: [] } });
  await submit("560001");
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(api.requests).toEqual([
    { method: "GET", path: "/api/check/pincode/560001", body: undefined },
    { method: "GET", path: "/api/visitor", body: undefined },
  ]);
  // The reloaded page paints the new pincode before its own visitor call answers.
  expect(document.cookie).toContain("visitor_hint=0%7C%7C0%7C560001");
});

it("keeps the dialog open with the server's text for a pincode it does not deliver to", async () => {
  const api = fakeApi();
  api.reply("GET /api/check/pincode/700001", { body: { pincode: "700001", serviceable: false, message: "Sorry, we do not deliver to 700001 yet" } });
  await submit("700001");
  expect(await screen.findByText("Sorry, we do not deliver to 700001 yet")).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: "Change Location" })).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
});

it("shows the server's text when the check fails", async () => {
  const api = fakeApi();
  api.reply("GET /api/check/pincode/012345", { status: 400, body: { message: "Please enter a valid 6-digit pincode" } });
  await submit("012345");
  expect(await screen.findByText("Please enter a valid 6-digit pincode")).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
});

it("shows the error's own message when there is no answer", async () => {
  const api = fakeApi();
  api.reply("GET /api/check/pincode/560001", new TypeError("Failed to fetch"));
  await submit("560001");
  expect(await screen.findByText("Failed to fetch")).toBeInTheDocument();
});
