import { z } from "zod";
import { resolveLink } from "@/lib/links";

export const SITE_LINK_MESSAGE = "Enter a path on this website (like /products) or an address starting with http:// or https://";

/**
 * A link the seller types for menus and the popup: a path on the website or an http(s) address, as
 * the storefront's one link rule (resolveLink) would draw it; `javascript:`, `data:`, `//host` and the
 * like are refused, not stored. An empty link is allowed (a heading that only opens its sub-items).
 */
export const siteLinkSchema = z
  .string()
  .trim()
  .refine((value) => value === "" || ((value.startsWith("/") || /^https?:\/\//i.test(value)) && resolveLink(value).kind !== "none"), SITE_LINK_MESSAGE);
