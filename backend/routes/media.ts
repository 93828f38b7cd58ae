import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { mediaDirectory } from "@/backend/config";
import { acceptedPhotoFormats } from "@/backend/http/accepted-photo-formats";
import { badRequest, notFound } from "@/backend/http/errors";
import type { StoreApp } from "@/backend/http/router";
import { parseMediaPath, readMedia } from "@/backend/media/files";
import { errorResponses, notFoundResponse } from "@/backend/schemas/common";

const PREFIX = "/media";

async function serveMedia(c: Context) {
  const request = parseMediaPath(new URL(c.req.url).pathname.slice(PREFIX.length));
  if (!request) throw badRequest("Invalid media path");
  const file = await readMedia(mediaDirectory(), request, acceptedPhotoFormats(c));
  if (!file) throw notFound("Media not found");
  c.header("Cache-Control", "public, max-age=31536000, immutable");
  c.header("ETag", file.etag);
  if (file.variesByAccept) c.header("Vary", "Accept");
  c.header("X-Content-Type-Options", "nosniff");
  if (file.contentType === "image/svg+xml") c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (c.req.header("if-none-match") === file.etag) return c.body(null, 304);
  c.header("Content-Type", file.contentType);
  return c.body(file.body, 200);
}

const image = {
  description:
    "The image. At a size, SVG sources get width and height set (height by their aspect ratio); photos (JPEG, PNG, WebP, AVIF) are scaled down to the width, never up, and sent as AVIF or WebP when the Accept header allows (Vary: Accept)",
  content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } },
};

export function registerMediaRoutes(app: StoreApp) {
  app.get(`${PREFIX}/*`, serveMedia);
  const documented = [
    { path: `${PREFIX}/{size}/{path}`, sized: true },
    { path: `${PREFIX}/{path}`, sized: false },
  ];
  for (const { path, sized } of documented) {
    app.openAPIRegistry.registerPath({
      method: "get",
      path,
      tags: ["Media"],
      summary: sized ? "A stored image at a size" : "A stored image at full size",
      request: {
        params: z.object({
          ...(sized ? { size: z.enum(["small", "medium", "large", "full"]).openapi({ description: "small 200px, medium 400px, large 800px" }) } : {}),
          path: z.string().openapi({ description: "Path relative to the media root; may contain slashes", example: "products/kisan-gold-toor-dal-1.svg" }),
        }),
      },
      responses: { 200: image, ...notFoundResponse("No such image"), ...errorResponses },
    });
  }
  app.openAPIRegistry.registerPath({
    method: "get",
    path: `${PREFIX}/og/{path}.png`,
    tags: ["Media"],
    summary: "A stored image as a 1200×630 PNG for social networks (og:image), centred on white",
    request: {
      params: z.object({
        path: z.string().openapi({ description: "Path of the stored image relative to the media root", example: "products/kisan-gold-toor-dal-1.svg" }),
      }),
    },
    responses: {
      200: { description: "The PNG", content: { "image/png": { schema: z.string().openapi({ format: "binary" }) } } },
      ...notFoundResponse("No such image"),
      ...errorResponses,
    },
  });
}
