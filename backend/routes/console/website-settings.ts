import { createRoute } from "@hono/zod-openapi";
import { mediaDirectory } from "@/backend/config";
import { refuse } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { photoRefusals, photoUploadBody, photoUploadResponses } from "@/backend/schemas/console/photo-upload";
import {
  websiteLookBodyWireSchema,
  websiteLookSavedWireSchema,
  websiteLookWireSchema,
  websiteMenuBodyWireSchema,
  websiteMenuSavedWireSchema,
  websiteMenusWireSchema,
  websitePoliciesBodyWireSchema,
  websitePoliciesSavedWireSchema,
  websitePoliciesWireSchema,
  websitePopupBodyWireSchema,
  websitePopupSavedWireSchema,
  websitePopupWireSchema,
} from "@/backend/schemas/console/website-settings";
import { saveWebsitePopup, setPopupImage, websitePopup } from "@/backend/services/console/website/popup";
import { POPUP_MESSAGES } from "@/lib/api/schemas/console/website-popup";
import { saveWebsiteLook, websiteLook } from "@/backend/services/console/website/look";
import { setWebsitePicture, type WebsitePicture } from "@/backend/services/console/website/pictures";
import { saveWebsitePolicies, websitePolicies } from "@/backend/services/console/website/policies";
import { saveWebsiteMenu, websiteMenus } from "@/backend/services/console/website/menus";
import { MENU_NAMES, WEBSITE_MENU_MESSAGES, type MenuName } from "@/lib/api/schemas/console/website-menus";
import { WEBSITE_POLICIES_MESSAGES } from "@/lib/api/schemas/console/website-policies";
import { WEBSITE_LOOK_MESSAGES } from "@/lib/api/schemas/console/website-look";
import { WEBSITE_PICTURE_PATHS, WEBSITE_POPUP_IMAGE_PATH } from "@/lib/api/schemas/console/website-paths";
import { consoleActor } from "./console-actor";

const lookRoute = createRoute({
  method: "get",
  path: "/api/console/website/look",
  ...consoleAccess,
  summary: "The website's name, pictures, brand colour, font, header and navbar templates and header pieces",
  responses: { 200: jsonResponse(websiteLookWireSchema, "The website's look"), ...errorResponses, ...consoleRoleResponses },
});

const saveLookRoute = createRoute({
  method: "put",
  path: "/api/console/website/look",
  ...consoleAccess,
  summary: "Rewrite the website's look",
  description: "Every public page of the website shows it from the next request; other websites are untouched.",
  request: { ...jsonBody(websiteLookBodyWireSchema) },
  responses: { 200: jsonResponse(websiteLookSavedWireSchema, "The look as saved, with a message to show"), ...errorResponses, ...consoleRoleResponses },
});

const pictureRoute = (picture: WebsitePicture) =>
  createRoute({
    method: "post",
    path: WEBSITE_PICTURE_PATHS[picture],
    ...consoleAccess,
    summary: picture === "logo" ? "Replace the website's logo" : "Replace the website's icon (the browser tab's picture)",
    description: "Checked and stored as a product's photos are; the storefront shows it on its next request.",
    request: photoUploadBody,
    responses: photoUploadResponses(jsonResponse(websiteLookSavedWireSchema, "The look with the new picture"), "No such website"),
  });

const policiesRoute = createRoute({
  method: "get",
  path: "/api/console/website/policies",
  ...consoleAccess,
  summary: "The website's return policy, legal name, GSTIN and registered address",
  responses: { 200: jsonResponse(websitePoliciesWireSchema, "The policies and legal details"), ...errorResponses, ...consoleRoleResponses },
});

const savePoliciesRoute = createRoute({
  method: "put",
  path: "/api/console/website/policies",
  ...consoleAccess,
  summary: "Rewrite the website's return policy, legal name, GSTIN and registered address",
  description: "The GSTIN is checked (shape, state code, check character) and must be of the registered address's state. The website's pages show the change from the next request.",
  request: { ...jsonBody(websitePoliciesBodyWireSchema) },
  responses: { 200: jsonResponse(websitePoliciesSavedWireSchema, "As saved, with a message to show"), ...errorResponses, ...consoleRoleResponses },
});

const menusRoute = createRoute({
  method: "get",
  path: "/api/console/website/menus",
  ...consoleAccess,
  summary: "The website's navigation menu and footer (its columns, links and social links), as trees in order",
  responses: { 200: jsonResponse(websiteMenusWireSchema, "Both menus"), ...errorResponses, ...consoleRoleResponses },
});

const saveMenuRoute = (menu: MenuName) =>
  createRoute({
    method: "put",
    path: `/api/console/website/menus/${menu}`,
    ...consoleAccess,
    summary: menu === "navigation" ? "Replace the navigation menu (up to 3 levels)" : "Replace the footer: its columns, their links and social links",
    description:
      "The whole menu in order. Links are paths on the website or http(s) addresses. Each item may carry its label in the website's other languages (`translations`, by language code; 422 for a language the website does not offer besides its default). Every public page of the website shows it from the next request.",
    request: { ...jsonBody(websiteMenuBodyWireSchema(menu)) },
    responses: { 200: jsonResponse(websiteMenuSavedWireSchema, "Both menus as saved, with a message to show"), ...errorResponses, ...consoleRoleResponses },
  });

const popupRoute = createRoute({
  method: "get",
  path: "/api/console/website/popup",
  ...consoleAccess,
  summary: "The website's promo popup: picture, link, schedule (Indian times), pages, duration, once, on or off",
  responses: { 200: jsonResponse(websitePopupWireSchema, "The popup (turned off, with no picture, when the website has none)"), ...errorResponses, ...consoleRoleResponses },
});

const savePopupRoute = createRoute({
  method: "put",
  path: "/api/console/website/popup",
  ...consoleAccess,
  summary: "Rewrite the website's promo popup",
  description:
    "Times are Indian (`2026-12-01 09:00`), either end may be empty, the end after the start. The link is a path on the website or an http(s) address. Turning it on needs its picture first (422). Every public page of the website shows the change from the next request.",
  request: { ...jsonBody(websitePopupBodyWireSchema) },
  responses: { 200: jsonResponse(websitePopupSavedWireSchema, "The popup as saved, with a message to show"), ...errorResponses, ...consoleRoleResponses },
});

const popupImageRoute = createRoute({
  method: "post",
  path: WEBSITE_POPUP_IMAGE_PATH,
  ...consoleAccess,
  summary: "Replace the promo popup's picture",
  description: "Checked and stored as a product's photos are; the storefront shows it on its next request.",
  request: photoUploadBody,
  responses: photoUploadResponses(jsonResponse(websitePopupSavedWireSchema, "The popup with its new picture"), "No such website"),
});

const popupRefusals = { imageFirst: { status: 422, message: POPUP_MESSAGES.imageFirst } } as const;
const menuRefusals = { notOffered: { status: 422, message: WEBSITE_MENU_MESSAGES.notOffered } } as const;

const PICTURE_SAVED: Record<WebsitePicture, string> = { logo: WEBSITE_LOOK_MESSAGES.logoSaved, favicon: WEBSITE_LOOK_MESSAGES.iconSaved };

/** Website settings: the look, menus, popup, policies and legal details of the website the request resolves to (a superadmin's switched website). */
export function registerConsoleWebsiteSettingsRoutes(app: StoreApp) {
  app.openapi(lookRoute, async (c) => c.json(await websiteLook(c.get("db"), c.get("website").id), 200));

  app.openapi(
    saveLookRoute,
    async (c) => c.json({ look: await saveWebsiteLook(c.get("db"), consoleActor(c), c.req.valid("json")), message: WEBSITE_LOOK_MESSAGES.saved }, 200),
    formMessagesHook,
  );

  app.openapi(policiesRoute, async (c) => c.json(await websitePolicies(c.get("db"), c.get("website").id), 200));

  app.openapi(
    savePoliciesRoute,
    async (c) => c.json({ policies: await saveWebsitePolicies(c.get("db"), consoleActor(c), c.req.valid("json")), message: WEBSITE_POLICIES_MESSAGES.saved }, 200),
    formMessagesHook,
  );

  app.openapi(menusRoute, async (c) => c.json(await websiteMenus(c.get("db"), c.get("website").id), 200));

  for (const menu of MENU_NAMES) {
    app.openapi(
      saveMenuRoute(menu),
      async (c) => {
        const saved = await saveWebsiteMenu(c.get("db"), consoleActor(c), menu, c.req.valid("json").items);
        if (!saved.ok) refuse(menuRefusals, saved);
        return c.json({ menus: saved.menus, message: WEBSITE_MENU_MESSAGES.saved[menu] }, 200);
      },
      formMessagesHook,
    );
  }

  app.openapi(popupRoute, async (c) => c.json(await websitePopup(c.get("db"), c.get("website").id), 200));

  app.openapi(
    savePopupRoute,
    async (c) => {
      const saved = await saveWebsitePopup(c.get("db"), consoleActor(c), c.req.valid("json"));
      if (!saved.ok) refuse(popupRefusals, saved);
      return c.json({ popup: saved.popup, message: POPUP_MESSAGES.saved }, 200);
    },
    formMessagesHook,
  );

  app.openapi(
    popupImageRoute,
    async (c) => {
      const upload = new Uint8Array(await c.req.valid("form").photo.arrayBuffer());
      const saved = await setPopupImage(c.get("db"), mediaDirectory(), consoleActor(c), upload);
      if (!saved.ok) refuse(photoRefusals, saved);
      return c.json({ popup: saved.popup, message: POPUP_MESSAGES.imageSaved }, 200);
    },
    formMessagesHook,
  );

  for (const picture of ["logo", "favicon"] as const) {
    app.openapi(
      pictureRoute(picture),
      async (c) => {
        const upload = new Uint8Array(await c.req.valid("form").photo.arrayBuffer());
        const saved = await setWebsitePicture(c.get("db"), mediaDirectory(), consoleActor(c), picture, upload);
        if (!saved.ok) refuse(photoRefusals, saved);
        return c.json({ look: saved.look, message: PICTURE_SAVED[picture] }, 200);
      },
      formMessagesHook,
    );
  }
}
