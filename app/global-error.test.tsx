/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import GlobalError from "./global-error";

const reportError = jest.fn();
jest.mock("@/lib/monitoring/client", () => ({ reportError: (error: unknown) => reportError(error) }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

// It brings its own <html>, so it is mounted on the document itself.
const renderOnTheDocument = (error: Error & { digest?: string }, retry = jest.fn()) =>
  render(<GlobalError error={error} retry={retry} />, { container: document as unknown as HTMLElement });

it("reports the error and offers a retry on a friendly full page in English", () => {
  window.history.replaceState(null, "", "/products");
  const error = Object.assign(new Error("layout crashed"), { digest: "4242" });
  const retry = jest.fn();
  renderOnTheDocument(error, retry);
  expect(reportError).toHaveBeenCalledWith(error);
  expect(screen.getByRole("heading", { name: en.GlobalError.title })).toBeInTheDocument();
  expect(screen.getByText(en.GlobalError.text)).toBeInTheDocument();
  expect(screen.getByText("Reference: 4242")).toBeInTheDocument();
  expect(screen.queryByText("layout crashed")).not.toBeInTheDocument();
  expect(document.documentElement.lang).toBe("en-IN");
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button", { name: en.GlobalError.tryAgain }));
  expect(retry).toHaveBeenCalledTimes(1);
});

it("speaks the language of the address's prefix once its texts arrive", async () => {
  window.history.replaceState(null, "", "/hi/products/toor-dal");
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => hi.GlobalError });
  renderOnTheDocument(Object.assign(new Error("layout crashed"), { digest: "77" }));
  expect(await screen.findByRole("heading", { name: hi.GlobalError.title })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/s/error-texts/hi");
  expect(screen.getByRole("button", { name: hi.GlobalError.tryAgain })).toBeInTheDocument();
  expect(screen.getByText("संदर्भ: 77")).toBeInTheDocument();
  expect(document.documentElement.lang).toBe("hi-IN");
});

it("stays in English when the server has no texts for the prefix", async () => {
  window.history.replaceState(null, "", "/faq");
  fetchMock.mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
  renderOnTheDocument(new Error("layout crashed"));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/s/error-texts/faq"));
  await act(async () => {});
  expect(screen.getByRole("heading", { name: en.GlobalError.title })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe("en-IN");
});
