"use client";

import { brandPalette, contrastRatio, isHexColour, type Theme } from "@/lib/theme/brand-palette";

const SURFACE: Record<Theme, string> = { light: "#ffffff", dark: "#1c1917" };

/**
 * What the storefront will draw with the colour picked, after its contrast adjustment (brandPalette):
 * a button and a link on the website's theme, and the colour used when it had to be changed.
 */
export function BrandPalettePreview({ colour, theme }: { colour: string; theme: Theme }) {
  if (!isHexColour(colour)) return <p className="text-sm text-fg-muted">The store&apos;s default colour is used.</p>;
  const palette = brandPalette(colour, theme);
  const adjusted = palette.brand !== colour.toLowerCase();
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line p-3" style={{ background: SURFACE[theme] }} data-testid="brand-preview">
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded-md px-3 py-1.5 text-sm font-semibold" style={{ background: palette.brand, color: palette.contrast }}>
          Add to cart
        </span>
        <span className="text-sm font-semibold underline" style={{ color: palette.brand }}>
          A link in the brand colour
        </span>
      </div>
      <p className="text-xs" style={{ color: theme === "dark" ? "#e7e5e4" : "#44403c" }} role="status">
        {adjusted
          ? `Adjusted to ${palette.brand} on the ${theme} theme so text stays readable (${contrastRatio(palette.brand, palette.contrast).toFixed(1)}:1).`
          : `Used as it is: ${palette.brand} reads at ${contrastRatio(palette.brand, palette.contrast).toFixed(1)}:1 on its buttons.`}
      </p>
    </div>
  );
}
