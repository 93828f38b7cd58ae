import { ApiError } from "./errors";
import { refuse } from "./refusals";

describe("refuse", () => {
  it("throws the status and message the table gives the reason", () => {
    const refusals = { unknownThing: { status: 404, message: "No such thing" }, tooMany: { status: 409, message: "Too many" } } as const;
    let thrown: unknown;
    try {
      refuse(refusals, { ok: false, reason: "tooMany" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 409, message: "Too many" });
  });

  it("words the message from the refusal's details when the table gives a function", () => {
    type Short = { ok: false; reason: "short"; left: number };
    const refusals = { short: { status: 422, message: (refusal: Short) => `Only ${refusal.left} left` } } as const;
    expect(() => refuse(refusals, { ok: false, reason: "short", left: 2 } as Short)).toThrow("Only 2 left");
  });
});
