import { stripBasePath } from "./base-path";

describe("stripBasePath", () => {
  it("removes the /s prefix and keeps the query, method and body", async () => {
    const request = stripBasePath(new Request("http://x/s/api/products?q=rice", { method: "POST", body: '{"a":1}' }));
    expect(request.url).toBe("http://x/api/products?q=rice");
    expect(request.method).toBe("POST");
    expect(await request.text()).toBe('{"a":1}');
  });

  it("leaves other paths alone", () => {
    const request = new Request("http://x/api/init");
    expect(stripBasePath(request)).toBe(request);
    expect(stripBasePath(new Request("http://x/shop")).url).toBe("http://x/shop");
    expect(stripBasePath(new Request("http://x/s")).url).toBe("http://x/");
  });
});
