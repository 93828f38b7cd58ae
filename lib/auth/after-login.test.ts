import { takeRedirectAfterLogin } from "./after-login";
import { REDIRECT_KEY } from "./redirect";

/** A document.cookie stand-in: reads give the jar, writes record the Set-Cookie line. */
function fakeDocument(cookie: string) {
  const writes: string[] = [];
  return {
    writes,
    doc: {
      get cookie() {
        return cookie;
      },
      set cookie(line: string) {
        writes.push(line);
      },
    },
  };
}

describe("takeRedirectAfterLogin", () => {
  it("follows the saved path and removes it", () => {
    const { doc, writes } = fakeDocument(`csrf_token=x; ${REDIRECT_KEY}=${encodeURIComponent("/account/orders?page=2")}`);
    expect(takeRedirectAfterLogin(doc)).toBe("/account/orders?page=2");
    expect(writes).toEqual([`${REDIRECT_KEY}=; Path=/; Max-Age=0; SameSite=Lax`]);
  });

  it("goes home without a saved path and writes nothing", () => {
    const { doc, writes } = fakeDocument("csrf_token=x");
    expect(takeRedirectAfterLogin(doc)).toBe("/");
    expect(writes).toEqual([]);
  });

  it.each(["//evil.com", "/\\evil.com", "/..//evil.com", "https://evil.com", "%2F%2Fevil.com", `/${"a".repeat(600)}`])(
    "goes home for %s and still removes it",
    (value) => {
      const { doc, writes } = fakeDocument(`${REDIRECT_KEY}=${encodeURIComponent(value)}`);
      expect(takeRedirectAfterLogin(doc)).toBe("/");
      expect(writes).toHaveLength(1);
    },
  );

  it("copes with a value that is not valid percent-encoding", () => {
    const { doc } = fakeDocument(`${REDIRECT_KEY}=%E0%A4%A`);
    expect(takeRedirectAfterLogin(doc)).toBe("/");
  });
});
