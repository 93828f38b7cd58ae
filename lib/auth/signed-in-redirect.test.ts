import { getInit } from "@/lib/api/server";
import { redirectSignedIn } from "./signed-in-redirect";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/api/server", () => ({ getInit: jest.fn() }));
const cookieJar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined) }),
}));
jest.mock("next/navigation", () => ({
  redirect: (path: string) => {
    throw new Error(`redirect ${path}`);
  },
}));

const user = { name: "Asha Rao", email: "", phone: "9876543210", superadmin: false, hasAdminAccess: false, isSalesAgent: false, canOpenConsole: false };
const signedIn = (value: typeof user | null) => jest.mocked(getInit).mockResolvedValue({ user: value } as Awaited<ReturnType<typeof getInit>>);

beforeEach(() => cookieJar.clear());

describe("redirectSignedIn", () => {
  it("lets a guest stay, also when init failed", async () => {
    signedIn(null);
    await expect(redirectSignedIn()).resolves.toBeUndefined();
    jest.mocked(getInit).mockResolvedValue(false);
    await expect(redirectSignedIn()).resolves.toBeUndefined();
  });

  it("sends a signed-in visitor to the account", async () => {
    signedIn(user);
    await expect(redirectSignedIn()).rejects.toThrow("redirect /account");
  });

  it("sends a signed-in visitor with a saved path through /auth/continue, which removes and follows it", async () => {
    signedIn(user);
    cookieJar.set("redirect_after_login", "/checkout");
    await expect(redirectSignedIn()).rejects.toThrow("redirect /auth/continue");
  });
});
