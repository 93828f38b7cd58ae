/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { createStore, Provider } from "jotai";
import { useModal } from "./modal-api";
import { ModalHost } from "./modal-host";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Opener({ run }: { run: (api: ReturnType<typeof useModal>) => Promise<boolean> }) {
  const api = useModal();
  return (
    <button type="button" onClick={() => void run(api).then((result) => document.body.setAttribute("data-result", String(result)))}>
      Go
    </button>
  );
}

function setup(run: (api: ReturnType<typeof useModal>) => Promise<boolean>) {
  renderInEnglish(
    <Provider store={createStore()}>
      <Opener run={run} />
      <ModalHost />
    </Provider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Go" }));
  act(() => jest.advanceTimersByTime(5));
}

async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(300);
    await Promise.resolve();
  });
}

describe("openModal / confirm / alert", () => {
  it("confirm: title 'Please ', buttons Cancel and Confirm; resolves true on Confirm", async () => {
    setup((api) => api.confirm("Remove the item?"));
    const dialog = screen.getByRole("dialog");
    expect(dialog.querySelector("h2")?.textContent).toBe("Please ");
    expect(screen.getByText("Remove the item?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await settle();
    expect(document.body).toHaveAttribute("data-result", "true");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("confirm in Hindi: the page's language's title and buttons", async () => {
    renderInLanguage(
      "hi",
      <Provider store={createStore()}>
        <Opener run={(api) => api.confirm("पता हटाएँ?")} />
        <ModalHost />
      </Provider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    act(() => jest.advanceTimersByTime(5));
    expect(screen.getByRole("dialog", { name: "कृपया पुष्टि करें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "रद्द करें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "पुष्टि करें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "बंद करें" })).toBeInTheDocument();
  });

  it("alert: title Alert, one OK button and no Cancel", async () => {
    setup((api) => api.alert("Saved"));
    expect(screen.getByRole("dialog", { name: "Alert" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await settle();
    expect(document.body).toHaveAttribute("data-result", "true");
  });

  it("openModal: defaults Cancel/Ok; Cancel resolves false", async () => {
    setup((api) => api.openModal({ title: "Question", body: "Continue?" }));
    expect(screen.getByRole("button", { name: "Ok" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await settle();
    expect(document.body).toHaveAttribute("data-result", "false");
  });
});
