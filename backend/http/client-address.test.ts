import { addressChain, pickClientAddress, trustedProxyHops } from "./client-address";
import { appendSocketAddress } from "@/scripts/forwarded-for.mjs";

describe("client address", () => {
  it("with no trusted proxy, is the socket whatever the client wrote into X-Forwarded-For", () => {
    expect(pickClientAddress(addressChain("203.0.113.9, 10.0.0.1", "::ffff:192.0.2.4"), 0)).toBe("192.0.2.4");
  });

  it("with N trusted proxies, is the entry N places left of the socket", () => {
    const chain = addressChain("1.1.1.1, 198.51.100.7", "10.0.0.2");
    expect(pickClientAddress(chain, 1)).toBe("198.51.100.7");
    expect(pickClientAddress(chain, 2)).toBe("1.1.1.1");
    expect(pickClientAddress(chain, 5)).toBe("1.1.1.1");
    expect(pickClientAddress([], 0)).toBe("unknown");
  });

  it("reads TRUST_PROXY_HOPS as a whole number, else 0", () => {
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: "2" })).toBe(2);
    for (const value of [undefined, "", "-1", "1.5", "yes"]) expect(trustedProxyHops({ TRUST_PROXY_HOPS: value })).toBe(0);
  });

  it("the storefront server appends the socket, so under Next the last entry is the socket", () => {
    const forged = { socket: { remoteAddress: "192.0.2.4" }, headers: { "x-forwarded-for": "203.0.113.9" } as Record<string, string> };
    appendSocketAddress(forged);
    expect(forged.headers["x-forwarded-for"]).toBe("203.0.113.9, 192.0.2.4");
    expect(pickClientAddress(addressChain(forged.headers["x-forwarded-for"], undefined), 0)).toBe("192.0.2.4");
    const direct = { socket: { remoteAddress: "192.0.2.5" }, headers: {} as Record<string, string> };
    appendSocketAddress(direct);
    expect(direct.headers["x-forwarded-for"]).toBe("192.0.2.5");
  });
});
