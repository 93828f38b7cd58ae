/** @jest-environment jsdom */
import { fireEvent, screen } from "@testing-library/react";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { LanguagePrefixProvider } from "@/components/i18n/language-prefix";
import ErrorPage from "./error";

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const failure = Object.assign(new Error("render crashed"), { digest: "4242" });

it("says the page could not load in the store's words, with its reference, a retry and the way home", () => {
  const reset = jest.fn();
  renderInEnglish(<ErrorPage error={failure} reset={reset} />);
  expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
  expect(screen.getByRole("heading", { name: "We couldn't load this page" })).toBeInTheDocument();
  expect(screen.getByText("There's been an error, please try again. (Reference 4242)")).toBeInTheDocument();
  expect(screen.queryByText(/render crashed/)).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(reset).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
});

it("speaks the page's language and keeps its prefix on the way home", () => {
  renderInLanguage(
    "hi",
    <LanguagePrefixProvider prefix="/hi">
      <ErrorPage error={failure} reset={() => {}} />
    </LanguagePrefixProvider>,
  );
  expect(screen.getByRole("heading", { name: "हम यह पेज नहीं खोल सके" })).toBeInTheDocument();
  expect(screen.getByText("कोई गड़बड़ी हुई है, कृपया फिर से कोशिश करें। (संदर्भ 4242)")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi");
});
