import { z } from "zod";
import { bannerItemSchema, brandSchema, categorySchema, heroSettingsSchema, productSchema, type BannerItem, type HeroSettings, type Product } from "@/lib/api/schemas";

/** Block fields arrive as objects or as JSON text; both read the same. */
export function jsonish(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (!text || text === "undefined") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

export function record(value: unknown): Record<string, unknown> {
  const parsed = jsonish(value);
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

export function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? Math.floor(number) : fallback;
}

/** The list in a block's field: the value itself, or its items/data/slides/list. */
function listOf(value: unknown): unknown[] | null {
  const parsed = jsonish(value);
  if (Array.isArray(parsed)) return parsed;
  const object = record(parsed);
  for (const key of ["items", "data", "slides", "banners", "list", "products", "categories", "brands", "suppliers"]) {
    if (Array.isArray(object[key])) return object[key] as unknown[];
  }
  return null;
}

/** Valid entries of a list; invalid ones are dropped. */
export function parseList<T>(value: unknown, schema: z.ZodType<T>): T[] {
  const list = listOf(value);
  if (!list) return [];
  return list.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const bannerItems = (value: unknown): BannerItem[] => parseList(value, bannerItemSchema);
export const productItems = (value: unknown): Product[] => parseList(value, productSchema);
export const categoryItems = (value: unknown) => parseList(value, categorySchema);
export const brandItems = (value: unknown) => parseList(value, brandSchema);

export function heroSettings(value: unknown): HeroSettings {
  const parsed = heroSettingsSchema.safeParse(record(value));
  return parsed.success ? parsed.data : heroSettingsSchema.parse({});
}

/** '16/9', '16:9', '16 x 9' or '1.78' as a CSS aspect-ratio; undefined if unreadable. */
export function cssAspect(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[/:x×]\s*(\d+(?:\.\d+)?))?\s*$/i.exec(value);
  if (!match) return undefined;
  const [, width, height] = match;
  if (Number(width) <= 0 || (height && Number(height) <= 0)) return undefined;
  return height ? `${width} / ${height}` : width;
}

/** A safe CSS colour (hex, rgb/hsl functions or a keyword); undefined otherwise. */
export function cssColour(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const colour = value.trim();
  if (/^#[0-9a-f]{3,8}$/i.test(colour)) return colour;
  if (/^(?:rgb|rgba|hsl|hsla|oklch)\([\d\s.,%/-]+\)$/i.test(colour)) return colour;
  if (/^[a-z]{3,20}$/i.test(colour)) return colour;
  return undefined;
}

/** Autoplay interval: milliseconds, or seconds when a small number is given. */
export function autoplayDelay(value: number | undefined, fallback: number): number {
  if (!value || value <= 0) return fallback;
  return value < 100 ? value * 1000 : value;
}
