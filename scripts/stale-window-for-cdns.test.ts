import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { forBrowsersAndCdns, keepStaleWindowForCdns } from "@/scripts/stale-window-for-cdns.mjs";

describe("the stale window is for CDNs, not browsers", () => {
  it("gives browsers max-age=0 without stale-while-revalidate, and CDNs the whole window", () => {
    expect(forBrowsersAndCdns("s-maxage=60, stale-while-revalidate=3540")).toEqual({
      cacheControl: "max-age=0, s-maxage=60",
      cdnCacheControl: "max-age=60, stale-while-revalidate=3540",
    });
    expect(forBrowsersAndCdns("public, max-age=0, s-maxage=30, stale-while-revalidate=30")).toEqual({
      cacheControl: "public, max-age=0, s-maxage=30",
      cdnCacheControl: "max-age=30, stale-while-revalidate=30",
    });
  });

  it("leaves private answers, answers without a shared window and immutable files as they are", () => {
    for (const value of ["private, no-store", "no-store", "public, max-age=31536000, immutable", "s-maxage=60", "private, s-maxage=60, stale-while-revalidate=60"]) {
      expect(forBrowsersAndCdns(value)).toEqual({ cacheControl: value, cdnCacheControl: null });
    }
  });

  describe("on a real response", () => {
    let server: Server;
    afterEach(() => new Promise((resolve) => server.close(resolve)));

    it("rewrites the Cache-Control the handler sets, as Next sets it", async () => {
      server = createServer((request, response) => {
        keepStaleWindowForCdns(response);
        response.setHeader("Cache-Control", "s-maxage=60, stale-while-revalidate=3540");
        response.setHeader("Content-Type", "text/html");
        response.end("page");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (response) => {
          response.resume();
          resolve(response.headers);
        }).on("error", reject);
      });
      expect(headers["cache-control"]).toBe("max-age=0, s-maxage=60");
      expect(headers["cdn-cache-control"]).toBe("max-age=60, stale-while-revalidate=3540");
      expect(headers["content-type"]).toBe("text/html");
    });
  });
});
