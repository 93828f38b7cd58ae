import { ApiError } from "./errors";
import { refuse } from "./refusals";

describe("refuse", () => {
  it("throws the status and message the table gives the reason", () => {
    const refusals = { unknownThing: { status: 404, message: "No such thing" }, tooMany: { status: 409, message: "Too many" } } as const;
    let thrown: unknown;
    try {
      refuse(refusals, { reason: "tooMany" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 409, message: "Too many" });
  });
});
