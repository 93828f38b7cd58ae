import { jsonRequestInit, requestJson, type ApiFetch } from "../client";
import type { WebsiteLookBody } from "../schemas/console/website-look";
import type { WebsitePoliciesBody } from "../schemas/console/website-policies";
import type { MenuName, WebsiteMenuBody } from "../schemas/console/website-menus";
import { WEBSITE_PICTURE_PATHS, WEBSITE_POPUP_IMAGE_PATH } from "../schemas/console/website-paths";
import type { WebsitePopupBody } from "../schemas/console/website-popup";
import { photoUploadInit } from "./photo-upload";

export const fetchWebsiteLook = (api: ApiFetch) => requestJson(api, "/api/console/website/look", "consoleWebsiteLook");

export const saveWebsiteLook = (api: ApiFetch, body: WebsiteLookBody) => requestJson(api, "/api/console/website/look", "consoleWebsiteLookSaved", jsonRequestInit(body, "PUT"));

export const uploadWebsitePicture = (api: ApiFetch, picture: keyof typeof WEBSITE_PICTURE_PATHS, photo: File) =>
  requestJson(api, WEBSITE_PICTURE_PATHS[picture], "consoleWebsiteLookSaved", photoUploadInit(photo));

export const fetchWebsitePolicies = (api: ApiFetch) => requestJson(api, "/api/console/website/policies", "consoleWebsitePolicies");

export const saveWebsitePolicies = (api: ApiFetch, body: WebsitePoliciesBody) =>
  requestJson(api, "/api/console/website/policies", "consoleWebsitePoliciesSaved", jsonRequestInit(body, "PUT"));

export const fetchWebsiteMenus = (api: ApiFetch) => requestJson(api, "/api/console/website/menus", "consoleWebsiteMenus");

export const saveWebsiteMenu = (api: ApiFetch, menu: MenuName, body: WebsiteMenuBody) =>
  requestJson(api, `/api/console/website/menus/${menu}`, "consoleWebsiteMenuSaved", jsonRequestInit(body, "PUT"));

export const fetchWebsitePopup = (api: ApiFetch) => requestJson(api, "/api/console/website/popup", "consoleWebsitePopup");

export const saveWebsitePopup = (api: ApiFetch, body: WebsitePopupBody) => requestJson(api, "/api/console/website/popup", "consoleWebsitePopupSaved", jsonRequestInit(body, "PUT"));

export const uploadPopupImage = (api: ApiFetch, photo: File) => requestJson(api, WEBSITE_POPUP_IMAGE_PATH, "consoleWebsitePopupSaved", photoUploadInit(photo));
