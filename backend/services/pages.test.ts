import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { getPageData, normalisePagePath } from "./pages";

withTestDatabase();

describe("normalisePagePath", () => {
  it("names a path with a segment that does not decode", () => {
    expect(normalisePagePath("/about%zz")).toEqual({ ok: false, reason: "invalidPath" });
  });

  it("decodes segments and drops empty ones", () => {
    expect(normalisePagePath("/About%20Us/")).toEqual({ ok: true, path: "/About Us" });
    expect(normalisePagePath("")).toEqual({ ok: true, path: "/" });
  });
});

describe("getPageData", () => {
  it("names a path with no active page on the website", async () => {
    await expect(getPageData(getDb(), 1, "/no-such-page")).resolves.toEqual({ ok: false, reason: "unknownPage" });
  });

  it("finds a seeded page", async () => {
    const page = await getDb().selectFrom("web_pages").select(["url", "website_id"]).where("active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    await expect(getPageData(getDb(), page.website_id, page.url)).resolves.toMatchObject({ ok: true, page: { url: page.url } });
  });
});
