import { jsonNestingDepth, MAX_JSON_DEPTH } from "@/backend/http/json-depth";
import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";

withTestDatabase();

const TOO_DEEP = { message: `The request body nests too deeply. JSON may nest at most ${MAX_JSON_DEPTH} levels.` };

/** {"a":{"a":…1…}} with `depth` objects, as the probe sent it. */
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

describe("deeply nested JSON bodies", () => {
  it("answers 400 in the API's error shape for 3,000 nested objects, where control-character cleaning overflowed the stack", async () => {
    const response = await post("/api/auth/otp", nestedObjects(3000));
    expect(response.status).toBe(400);
    expect(response.json).toEqual(TOO_DEEP);
  });

  it("refuses deep arrays, and deep bodies sent as another +json type or to a webhook", async () => {
    expect((await post("/api/cart/add", "[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1))).json).toEqual(TOO_DEEP);
    const typed = await post("/api/auth/otp", nestedObjects(5000), undefined, { headers: { "content-type": "application/merge-patch+json; charset=utf-8" } });
    expect(typed.json).toEqual(TOO_DEEP);
    const webhook = await call("/api/webhooks/razorpay", { method: "POST", headers: { "content-type": "application/json" }, body: nestedObjects(3000) });
    expect(webhook.status).toBe(400);
    expect(webhook.json).toEqual(TOO_DEEP);
  });

  it("lets a body at the limit through to validation, with its control characters still stripped", async () => {
    const atLimit = await post("/api/auth/otp", nestedObjects(MAX_JSON_DEPTH));
    expect(atLimit.status).toBe(400);
    expect(atLimit.json).not.toEqual(TOO_DEEP);
    const phone = await post("/api/auth/otp", { phone: "98765\u000043210" });
    expect(phone.json).not.toEqual(TOO_DEEP);
  });
});

describe("jsonNestingDepth", () => {
  it("counts objects and arrays, not brackets inside strings or escaped quotes", () => {
    expect(jsonNestingDepth("1")).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[{{{\\"[[["}')).toBe(1);
  });

  it("measures a million levels without growing the stack", () => {
    expect(jsonNestingDepth("[".repeat(1_000_000))).toBe(1_000_000);
  });
});
