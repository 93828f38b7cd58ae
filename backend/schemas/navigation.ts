import { z } from "@hono/zod-openapi";

export interface NavigationItemWire {
  group: number;
  name: string;
  icon: string | null;
  show_icon: number;
  link: string | null;
  value: string | null;
  image: string | null;
  children: NavigationItemWire[];
}

export const navigationItemWireSchema: z.ZodType<NavigationItemWire> = z
  .object({
    group: z.number().int().openapi({ description: "Footer column order" }),
    name: z.string(),
    icon: z.string().nullable(),
    show_icon: z.number().int(),
    link: z.string().nullable().openapi({ description: "Same as value" }),
    value: z.string().nullable().openapi({ description: "Path (/…) or absolute URL" }),
    image: z.string().nullable(),
    get children() {
      return z.array(navigationItemWireSchema);
    },
  })
  .openapi("NavigationItem");
