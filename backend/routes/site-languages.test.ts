import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import { siteResponseSchema } from "@/lib/api/schemas";

withTestDatabase();

async function languagesOf(origin?: string): Promise<string[]> {
  const response = await call("/api/site", { origin });
  expect(response.status).toBe(200);
  return siteResponseSchema.parse(response.json).web.languages;
}

describe("a website's languages", () => {
  it("are the demo's: Annapurna Store in English, Hindi and Kannada; the wholesale website in English and Hindi", async () => {
    expect(await languagesOf()).toEqual(["en", "hi", "kn"]);
    expect(await languagesOf(WHOLESALE_ORIGIN)).toEqual(["en", "hi"]);
  });
});
