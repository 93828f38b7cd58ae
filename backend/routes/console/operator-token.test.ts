import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { consoleContextSchema } from "@/lib/api/schemas/console/context";
import { consoleProductListSchema, consoleProductSavedSchema } from "@/lib/api/schemas/console/products";

withTestDatabase();

const TOKEN = "console-operator-test-token";
const bearer = (token = TOKEN) => ({ authorization: `Bearer ${token}` });

const jaggery = {
  name: "Operator Script Jaggery",
  description: "<p>Added by a script</p>",
  gst_rate: 5,
  hsn_code: "1701",
  packs: [{ name: "1 kg", net_quantity: 1, net_unit: "kg", act_price: 170, price: 150, stock: 12 }],
};

const addProduct = (headers: Record<string, string>, origin?: string) =>
  call("/api/console/products", { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(jaggery), origin });

afterEach(() => {
  delete process.env.OPERATOR_TOKEN;
});

describe("the console's calls with the operator token", () => {
  it("reads and writes like an administrator, with no cookie or anti-forgery token, and the log names the operator API", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const context = await call("/api/console/context", { headers: bearer() });
    expect(context.status).toBe(200);
    expect(consoleContextSchema.parse(context.json)).toEqual({ website: { id: 1, name: expect.any(String) }, user: null });

    const added = await addProduct(bearer());
    expect(added.status).toBe(200);
    expect(added.headers.get("cache-control")).toBe("private, no-store");
    const { product } = consoleProductSavedSchema.parse(added.json);
    expect(product.packs.map((pack) => [pack.price, pack.stock])).toEqual([[150, 12]]);

    const list = consoleProductListSchema.parse((await call("/api/console/products?q=operator%20script", { headers: bearer() })).json);
    expect(list.data.map((row) => row.id)).toEqual([product.id]);

    const audit = auditListSchema.parse((await call("/api/console/audit?entity=product&perPage=1", { headers: bearer() })).json);
    expect(audit.data[0]).toMatchObject({ actor: null, by_operator_token: true, summary: expect.stringContaining("Operator Script Jaggery") });
  });

  it("works on the website the request's origin resolves to, and cannot reach another website's records", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { product } = consoleProductSavedSchema.parse((await addProduct(bearer())).json);
    expect((await call(`/api/console/products/${product.id}`, { headers: bearer() })).status).toBe(200);
    expect((await call(`/api/console/products/${product.id}`, { headers: bearer(), origin: WHOLESALE_ORIGIN })).status).toBe(404);
  });

  it("is refused with a wrong token, and while OPERATOR_TOKEN is unset a token counts for nothing", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    expect((await call("/api/console/products", { headers: bearer("wrong") })).status).toBe(401);
    expect((await addProduct(bearer("wrong"))).status).toBe(403);

    delete process.env.OPERATOR_TOKEN;
    expect((await call("/api/console/products", { headers: bearer() })).status).toBe(401);
    expect((await addProduct(bearer())).status).toBe(403);
  });
});
