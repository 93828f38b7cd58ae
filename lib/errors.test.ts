import { ApiRequestError } from "@/lib/api/client";
import { errorMessage, errorText, FALLBACK_ERROR_MESSAGE, FALLBACK_ERROR_TEXT } from "./errors";

describe("errorText", () => {
  it.each([
    ["an array, joined by newlines", ["Name is required", "Phone is required"], "Name is required\nPhone is required"],
    ["a string body", "Out of stock", "Out of stock"],
    ["msg before message", { msg: "from msg", message: "from message" }, "from msg"],
    ["message before error", { message: "from message", error: "from error" }, "from message"],
    ["error last", { error: "from error" }, "from error"],
    ["a message list", { message: ["one", "two"] }, "one\ntwo"],
    ["an empty object", {}, FALLBACK_ERROR_TEXT],
    ["null", null, FALLBACK_ERROR_TEXT],
    ["an empty string", "", FALLBACK_ERROR_TEXT],
    ["a number", 42, FALLBACK_ERROR_TEXT],
  ])("takes %s", (_case, body, expected) => {
    expect(errorText(body)).toBe(expected);
  });

  it("reads the body an ApiRequestError carries", () => {
    expect(errorText(new ApiRequestError(400, { message: "Please enter a valid 6-digit pincode" }))).toBe(
      "Please enter a valid 6-digit pincode",
    );
    expect(errorText(new ApiRequestError(500, null))).toBe("There's been an error, please try again.");
  });
});

describe("errorMessage", () => {
  it("uses the error's own message", () => {
    expect(errorMessage(new Error("Network down"))).toBe("Network down");
  });
  it.each([[undefined], [null], ["text"], [{ message: "" }], [new Error("")]])("falls back for %p", (value) => {
    expect(errorMessage(value)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(FALLBACK_ERROR_MESSAGE).toBe("Something went wrong");
  });
});
