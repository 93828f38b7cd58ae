import { z } from "zod";
import { pageBlocksSchema } from "./page-blocks";

export const CONSOLE_PAGE_MESSAGES = {
  imageUploaded: "Picture uploaded: publish the page to show it",
  notFound: "No page with this id on this website",
  versionNotFound: "This page has no such version",
  urlTaken: "Another page of this website has this address",
  homeKept: "The home page cannot be deleted",
  homeUrlKept: "The home page stays at /",
  notOffered: "Translate blocks only into the website's other languages (its Settings list them)",
  conflict: "Someone else saved this page after you opened it. Your changes are still here: copy what you need, then reload to see theirs.",
  created: "Page added",
  saved: "Page saved",
  deleted: "Page deleted",
  draftSaved: "Draft saved",
  published: "Published: shoppers see this version now",
  restored: "Version restored and published",
} as const;

/** "/", "/about-us", "/offers/diwali": lower-case words joined by hyphens, under a leading slash. */
const pageUrlSchema = z
  .string()
  .trim()
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, "Use lower-case letters, digits and hyphens after a /, such as /about-us");

export const pageSettingsBodySchema = z.object({
  name: z.string().trim().min(1, "Enter the page's name").max(80, "Keep the name under 80 characters"),
  url: pageUrlSchema,
  seo_title: z.string().trim().max(120, "Keep the SEO title under 120 characters").nullable(),
  seo_description: z.string().trim().max(300, "Keep the SEO description under 300 characters").nullable(),
  published: z.boolean(),
});
export type PageSettingsBody = z.output<typeof pageSettingsBodySchema>;

const consolePageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  published: z.boolean(),
  /** The published version's number; 0 until the editor first publishes the page. */
  version: z.number().int(),
  /** The draft holds changes that are not published. */
  unpublished_changes: z.boolean(),
});
export type ConsolePage = z.infer<typeof consolePageSchema>;

export const consolePageListSchema = z.object({ data: z.array(consolePageSchema) });
export const consolePageSavedSchema = z.object({ page: consolePageSchema, message: z.string() });
export const consolePageDeletedSchema = z.object({ message: z.string() });

/** What the editor opens: the draft (or the published blocks when there is none) and its revision. */
export const pageEditorStateSchema = z.object({
  page: consolePageSchema,
  blocks: pageBlocksSchema,
  /** Each draft save adds one; a save must name the revision it was based on. */
  revision: z.number().int(),
  /** The website's languages besides its default: the ones a block's texts may be translated into. */
  languages: z.array(z.string()),
});
export type PageEditorState = z.infer<typeof pageEditorStateSchema>;

export const pageDraftBodySchema = z.object({
  blocks: pageBlocksSchema,
  base_revision: z.number().int().min(0),
});

export const pageDraftSavedSchema = z.object({ revision: z.number().int(), version: z.number().int(), message: z.string() });

const pageVersionSchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  by: z.string().nullable(),
  blocks: z.number().int(),
});
export const pageVersionListSchema = z.object({ current: z.number().int(), data: z.array(pageVersionSchema) });
export type PageVersionList = z.infer<typeof pageVersionListSchema>;

/** Where the page editor uploads a block's picture. */
export const PAGE_IMAGE_UPLOAD_PATH = "/api/console/pages/images";

/** A picture uploaded for a block: its media path, which the block keeps. */
export const pageImageStoredSchema = z.object({ src: z.string(), message: z.string() });
