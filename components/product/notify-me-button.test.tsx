/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { ApiRequestError } from "@/lib/api/client";
import type { User } from "@/lib/api/schemas/user";
import { requestStockAlert } from "@/lib/api/stock-alerts";
import { createUiStore, userAtom } from "@/lib/state/ui";
import { visitorReadyAtom } from "@/lib/state/visitor";
import { NotifyMeButton } from "./notify-me-button";

jest.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: jest.fn() }) }));
jest.mock("@/lib/api/stock-alerts", () => ({ requestStockAlert: jest.fn() }));

function signedIn() {
  const store = createUiStore();
  store.set(userAtom, { id: 1, name: "Ravi" } as unknown as User);
  store.set(visitorReadyAtom, true);
  return store;
}

async function ask(name: RegExp) {
  await act(async () => fireEvent.click(screen.getByRole("button", { name })));
}

beforeEach(() => jest.mocked(requestStockAlert).mockReset());

it("confirms the request in the page's language", async () => {
  jest.mocked(requestStockAlert).mockResolvedValue({ message: "We will send you a message when it is back in stock" } as never);
  renderInLanguage(
    "hi",
    <Provider store={signedIn()}>
      <NotifyMeButton packId={7} label="Basmati Rice 1 kg" />
    </Provider>,
  );
  await ask(/Basmati Rice 1 kg/);
  expect(requestStockAlert).toHaveBeenCalledWith(expect.any(Function), 7);
  expect(screen.getByRole("status")).toHaveTextContent("स्टॉक में वापस आते ही हम आपको संदेश भेजेंगे");
});

it("says the server's refusal, not the request's status, in the page's language", async () => {
  jest.mocked(requestStockAlert).mockRejectedValue(new ApiRequestError(409, { message: "This item is in stock: add it to your cart" }));
  renderInLanguage(
    "kn",
    <Provider store={signedIn()}>
      <NotifyMeButton packId={7} label="Basmati Rice 1 kg" />
    </Provider>,
  );
  await ask(/Basmati Rice 1 kg/);
  expect(screen.getByRole("status")).toHaveTextContent("ಈ ವಸ್ತು ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ: ಇದನ್ನು ನಿಮ್ಮ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ");
});

it("keeps the server's English to the letter", async () => {
  jest.mocked(requestStockAlert).mockRejectedValue(new ApiRequestError(409, { message: "This item is in stock: add it to your cart" }));
  renderInEnglish(
    <Provider store={signedIn()}>
      <NotifyMeButton packId={7} label="Basmati Rice 1 kg" />
    </Provider>,
  );
  await ask(/Basmati Rice 1 kg/);
  expect(screen.getByRole("status")).toHaveTextContent(/^This item is in stock: add it to your cart$/);
});
