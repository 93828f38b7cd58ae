import { ANALYTICS_CONSENT_KEY, readStoredConsent } from "./consent";

describe("readStoredConsent", () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === ANALYTICS_CONSENT_KEY ? value : null) });

  it.each([
    [null, "pending"],
    ["1", "granted"],
    ["true", "granted"],
    ["0", "denied"],
    ["false", "denied"],
    ["maybe", "pending"],
  ])("reads %p as %p", (value, expected) => expect(readStoredConsent(storage(value))).toBe(expected));

  it("treats unreadable storage as pending", () => {
    expect(readStoredConsent(undefined)).toBe("pending");
    expect(
      readStoredConsent({
        getItem: () => {
          throw new Error("SecurityError");
        },
      }),
    ).toBe("pending");
  });
});
