import fs from "node:fs/promises";
import path from "node:path";
import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { pngUpload, temporaryMediaDir } from "@/backend/test/uploads";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie, upload } from "@/backend/test/shopper";
import { staleTagsOf } from "@/backend/test/stale-tags";
import { POPUP_MESSAGES } from "@/lib/api/schemas/console/website-popup";
import { initResponseSchema } from "@/lib/api/schemas";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { SITE_LINK_MESSAGE } from "@/lib/api/schemas/console/site-link";
import { IST_TIME_MESSAGE, websitePopupSavedSchema, websitePopupSchema, type WebsitePopupBody } from "@/lib/api/schemas/console/website-popup";
import { cacheTags } from "@/lib/cache/tags";
import { PHOTO_MESSAGES } from "@/lib/validation/photo";

withTestDatabase();

const given = consoleTestContext();
const mediaDir = temporaryMediaDir("console-popup-");

const POPUP = "/api/console/website/popup";
const body = (overrides: Partial<WebsitePopupBody> = {}): WebsitePopupBody => ({
  link: "/offers",
  starts_at: "2026-12-01 09:00",
  ends_at: "2026-12-08 23:59",
  show_on: "paths",
  paths: ["/", "/offers"],
  duration: 8,
  once: false,
  enabled: true,
  ...overrides,
});
const putPopup = (popup: unknown, cookie: string | undefined = given.admin, origin?: string) => post(POPUP, popup, cookie, { method: "PUT", origin });
const storefrontPopup = async (origin?: string) => initResponseSchema.parse((await call("/api/init", { origin })).json).popup;
const latestAudit = async () => auditListSchema.parse((await call("/api/console/audit?entity=website&perPage=1", { cookie: given.admin })).json).data[0];
const pngFile = (width: number, height: number) => pngUpload(width, height, "popup.png");

describe("GET and PUT /api/console/website/popup", () => {
  it("answers 401 to a guest and 403 to a customer or another website's administrator, and the popup to its administrator", async () => {
    expect((await call(POPUP)).status).toBe(401);
    const customer = (await signedInCookie("9876543210")).cookie;
    expect((await call(POPUP, { cookie: customer })).status).toBe(403);
    expect((await putPopup(body(), customer)).status).toBe(403);
    expect((await putPopup(body(), await wholesaleOnlyAdminCookie(1))).status).toBe(403);
    const answer = await call(POPUP, { cookie: given.admin });
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(websitePopupSchema.parse(answer.json)).toEqual({
      image: "banners/annapurna/popup.svg",
      link: "/products?sort=price_asc",
      starts_at: "",
      ends_at: "",
      show_on: "paths",
      paths: ["/", "/products"],
      duration: 5,
      once: true,
      enabled: true,
    });
  });

  it("saves the schedule in Indian time, the pages and the link; the storefront of this website gets them, the other's is untouched, and the log has before and after", async () => {
    const wholesaleBefore = await storefrontPopup(WHOLESALE_ORIGIN);
    let response!: Awaited<ReturnType<typeof putPopup>>;
    const stale = await staleTagsOf(async () => void (response = await putPopup(body())));
    const saved = websitePopupSavedSchema.parse(response.json);
    expect(saved).toMatchObject({ message: POPUP_MESSAGES.saved, popup: { starts_at: "2026-12-01 09:00", ends_at: "2026-12-08 23:59", paths: ["/", "/offers"], link: "/offers", duration: 8, once: false } });
    expect(await storefrontPopup()).toMatchObject({ starts_at: "2026-12-01T03:30:00.000Z", ends_at: "2026-12-08T18:29:00.000Z", show_on: "paths", paths: ["/", "/offers"], link: "/offers", duration: 8, once: false });
    expect(await storefrontPopup(WHOLESALE_ORIGIN)).toEqual(wholesaleBefore);
    expect(stale).toEqual(expect.arrayContaining([cacheTags.website(1)]));
    expect(stale).not.toContain(cacheTags.website(WHOLESALE_WEBSITE_ID));
    expect(await latestAudit()).toMatchObject({ action: "update-popup", actor: { name: "Meera Iyer" }, before: { paths: ["/", "/products"], starts_at: "" }, after: { paths: ["/", "/offers"], starts_at: "2026-12-01 09:00" } });

    // Home only, open-ended, turned off: the storefront gets no popup at all.
    await putPopup(body({ show_on: "home", starts_at: "", ends_at: "", enabled: false }));
    expect(await storefrontPopup()).toBeNull();
    expect(websitePopupSchema.parse((await call(POPUP, { cookie: given.admin })).json)).toMatchObject({ show_on: "home", paths: [], starts_at: "", enabled: false });
  });

  it("refuses a javascript: link, an end before the start, a bad time and a bad page, each with its message, and changes nothing", async () => {
    const before = await storefrontPopup();
    for (const [popup, message] of [
      [body({ link: "javascript:alert(1)" }), SITE_LINK_MESSAGE],
      [body({ ends_at: "2026-11-30 09:00" }), POPUP_MESSAGES.endBeforeStart],
      [body({ starts_at: "2026-02-31 09:00" }), IST_TIME_MESSAGE],
      [body({ starts_at: "tomorrow" }), IST_TIME_MESSAGE],
      [body({ paths: ["/", "//evil.example"] }), POPUP_MESSAGES.badPath(2)],
      [body({ paths: [] }), POPUP_MESSAGES.pathsNeeded],
      [body({ duration: 0 }), POPUP_MESSAGES.duration],
    ] as const) {
      expect(await putPopup(popup)).toMatchObject({ status: 400, json: { message } });
    }
    expect(await storefrontPopup()).toEqual(before);
  });

  it("refuses a write without the anti-forgery token", async () => {
    const response = await call(POPUP, { method: "PUT", cookie: given.admin, headers: { "content-type": "application/json" }, body: JSON.stringify(body()) });
    expect(response.status).toBe(403);
  });
});

describe("POST /api/console/website/popup/image", () => {
  it("a website with no popup yet: turning it on waits for a picture, which goes through the photo checks; then it shows on that website only", async () => {
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    await given.db.deleteFrom("popups").where("website_id", "=", WHOLESALE_WEBSITE_ID).execute();
    const retailBefore = await storefrontPopup();
    expect(await putPopup(body(), other, WHOLESALE_ORIGIN)).toMatchObject({ status: 422, json: { message: POPUP_MESSAGES.imageFirst } });
    expect((await upload("/api/console/website/popup/image", { bytes: new TextEncoder().encode("<svg onload=alert(1)>"), name: "popup.png", type: "image/png" }, other, WHOLESALE_ORIGIN)).json).toMatchObject({ message: PHOTO_MESSAGES.notAPhoto });
    const customer = (await signedInCookie("9876543210", WHOLESALE_WEBSITE_ID)).cookie;
    expect((await upload("/api/console/website/popup/image", await pngFile(640, 640), customer, WHOLESALE_ORIGIN)).status).toBe(403);

    const uploaded = websitePopupSavedSchema.parse((await upload("/api/console/website/popup/image", await pngFile(640, 640), other, WHOLESALE_ORIGIN)).json);
    expect(uploaded).toMatchObject({ message: POPUP_MESSAGES.imageSaved, popup: { enabled: false } });
    expect(uploaded.popup.image).toMatch(/^banners\/popup-2-[0-9a-f]{12}\.png$/);
    await expect(fs.stat(path.join(mediaDir(), uploaded.popup.image))).resolves.toBeTruthy();
    expect(await storefrontPopup(WHOLESALE_ORIGIN)).toBeNull();

    expect((await putPopup(body({ show_on: "all" }), other, WHOLESALE_ORIGIN)).status).toBe(200);
    expect(await storefrontPopup(WHOLESALE_ORIGIN)).toMatchObject({ image: uploaded.popup.image, show_on: "all" });
    expect(await storefrontPopup()).toEqual(retailBefore);
  });
});
