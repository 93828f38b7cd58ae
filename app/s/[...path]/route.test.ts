import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { GET, POST } from "./route";

type Seen = { method?: string; url?: string; body: string; cookie?: string; csrf?: string };

let server: Server;
let seen: Seen;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen = {
      method: request.method,
      url: request.url,
      body: await readBody(request),
      cookie: request.headers.cookie,
      csrf: request.headers["x-csrf-token"] as string | undefined,
    };
    response.setHeader("set-cookie", ["sid=new-session; Path=/; HttpOnly", "csrf_token=t2; Path=/"]);
    response.setHeader("content-type", "application/json");
    response.statusCode = request.url?.startsWith("/api/missing") ? 404 : 200;
    response.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.STORE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.STORE_API_URL;
  await new Promise((resolve) => server.close(resolve));
});

it("proxies method, path, query, body and cookies to STORE_API_URL, and passes Set-Cookie back", async () => {
  const response = await POST(
    new Request("http://localhost:3000/s/api/cart/add?source=card", {
      method: "POST",
      headers: { cookie: "sid=abc; csrf_token=t1", "x-csrf-token": "t1", "content-type": "application/json" },
      body: JSON.stringify({ pack_id: 3, warehouse_id: 1 }),
    }),
  );
  expect(seen).toEqual({
    method: "POST",
    url: "/api/cart/add?source=card",
    body: '{"pack_id":3,"warehouse_id":1}',
    cookie: "sid=abc; csrf_token=t1",
    csrf: "t1",
  });
  expect(response.status).toBe(200);
  expect(response.headers.getSetCookie()).toEqual(["sid=new-session; Path=/; HttpOnly", "csrf_token=t2; Path=/"]);
  expect(await response.json()).toEqual({ ok: true });
});

it("keeps the upstream status", async () => {
  const response = await GET(new Request("http://localhost:3000/s/api/missing"));
  expect(seen.method).toBe("GET");
  expect(response.status).toBe(404);
});
