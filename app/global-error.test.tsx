/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import GlobalError from "./global-error";

const reportError = jest.fn();
jest.mock("@/lib/monitoring/client", () => ({ reportError: (error: unknown) => reportError(error) }));

it("reports the error and offers a retry on a friendly full page", () => {
  const error = Object.assign(new Error("layout crashed"), { digest: "4242" });
  const retry = jest.fn();
  // It brings its own <html>, so it is mounted on the document itself.
  render(<GlobalError error={error} retry={retry} />, { container: document as unknown as HTMLElement });
  expect(reportError).toHaveBeenCalledWith(error);
  expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
  expect(screen.getByText("Reference: 4242")).toBeInTheDocument();
  expect(screen.queryByText("layout crashed")).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalledTimes(1);
});
