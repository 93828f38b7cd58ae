import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { keepOneLocation } from "@/scripts/single-location.mjs";

describe("a redirect carries one Location header", () => {
  let server: Server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  /** The raw header lines of the answer to GET /old, as the client receives them. */
  async function headerLinesOf(handler: Parameters<typeof createServer>[1]) {
    server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return new Promise<string[][]>((resolve, reject) => {
      get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/old`, (response) => {
        response.resume();
        const lines: string[][] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) lines.push([response.rawHeaders[index].toLowerCase(), response.rawHeaders[index + 1]]);
        resolve(lines);
      }).on("error", reject);
    });
  }

  it("when Next sets Location and then appends the Location it kept from the render", async () => {
    const lines = await headerLinesOf((_request, response) => {
      keepOneLocation(response);
      response.statusCode = 308;
      response.setHeader("location", "/new");
      response.appendHeader("location", "/new");
      response.appendHeader("set-cookie", "a=1");
      response.appendHeader("set-cookie", "b=2");
      response.end();
    });
    expect(lines.filter(([name]) => name === "location")).toEqual([["location", "/new"]]);
    // Other headers still add up.
    expect(lines.filter(([name]) => name === "set-cookie")).toHaveLength(2);
  });

  it("when Location is only appended, once or as a list", async () => {
    const lines = await headerLinesOf((_request, response) => {
      keepOneLocation(response);
      response.statusCode = 308;
      response.appendHeader("location", ["/older", "/newest"]);
      response.end();
    });
    expect(lines.filter(([name]) => name === "location")).toEqual([["location", "/newest"]]);
  });
});
