"use client";

import type { CSSProperties, ReactNode } from "react";
import type { ShowFlag } from "@/lib/api/schemas/console/website-look";
import type { BrandPalette } from "@/lib/theme/brand-palette";

export type HeaderPreviewProps = {
  name: string;
  headerTemplate: number;
  navbarTemplate: number;
  flags: Record<ShowFlag, boolean>;
  palette: BrandPalette | null;
  fontFamily: string;
};

const MENU = ["Categories", "Offers", "Brands", "Suppliers"];

function Chip({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <span className="rounded border border-line bg-surface px-2 py-1 text-xs text-fg" style={style}>
      {children}
    </span>
  );
}

/** A drawing of the header with the template and pieces picked (docs/header-templates.md): where each piece sits, not the real header. */
export function HeaderPreview({ name, headerTemplate, navbarTemplate, flags, palette, fontFamily }: HeaderPreviewProps) {
  const brand = palette?.brand ?? "var(--brand)";
  const onBrand = palette?.contrast ?? "var(--brand-contrast)";
  const logo = <strong className="text-sm text-fg">{flags.show_logo ? `${name} logo` : name}</strong>;
  const pincode = flags.show_pincode ? <Chip>Deliver to 560001</Chip> : null;
  const search = flags.show_search_bar ? <span className="min-w-24 flex-1 rounded-full border border-line bg-surface px-3 py-1 text-xs text-fg-muted">Search products</span> : null;
  const account = (
    <>
      {flags.show_account ? <Chip>Account</Chip> : null}
      {flags.show_login ? <Chip>Login</Chip> : null}
      {flags.show_register ? <Chip>Register</Chip> : null}
    </>
  );
  const cart = flags.show_cart_icon ? <Chip style={{ background: brand, color: onBrand, borderColor: brand }}>Cart 2</Chip> : null;
  const actions = (
    <span className="flex gap-1">
      {account}
      {cart}
    </span>
  );

  const bars: Record<number, ReactNode> = {
    1: (
      <div className="flex items-center gap-2 p-2">
        {logo}
        {pincode}
        {search}
        {actions}
      </div>
    ),
    2: (
      <div className="flex flex-col gap-2 p-2">
        <div className="grid grid-cols-3 items-center">
          <span>{pincode}</span>
          <span className="text-center">{logo}</span>
          <span className="justify-self-end">{actions}</span>
        </div>
        {search ? <div className="mx-auto flex w-[70%]">{search}</div> : null}
      </div>
    ),
    3: (
      <div className="flex items-center gap-2 p-1.5">
        {logo}
        {pincode}
        <span className="flex-1" />
        {flags.show_search_bar ? <Chip>Search icon</Chip> : null}
        {actions}
      </div>
    ),
    4: (
      <div className="flex flex-col">
        <div className="flex justify-between px-2 py-1 text-xs" style={{ background: brand, color: onBrand }}>
          <span>{flags.show_pincode ? "Deliver to 560001" : ""}</span>
          <span>Phone · e-mail</span>
        </div>
        <div className="flex items-center gap-2 p-2">
          {logo}
          {search}
          {actions}
        </div>
      </div>
    ),
  };

  const itemStyle = (index: number): CSSProperties | undefined => {
    if (navbarTemplate === 2) return { borderRadius: 999, border: `1px solid ${brand}`, padding: "2px 10px", ...(index === 0 ? { background: brand, color: onBrand } : {}) };
    if (navbarTemplate === 3 && index === 0) return { borderBottom: `2px solid ${brand}` };
    return undefined;
  };
  const navbarStyle: CSSProperties = navbarTemplate === 4 ? { background: brand, color: onBrand } : {};

  return (
    <figure className="flex flex-col gap-1" aria-label="Header preview" data-header-template={headerTemplate} data-navbar-template={navbarTemplate}>
      <div className="overflow-hidden rounded-md border border-line bg-surface-raised" style={{ fontFamily }}>
        {bars[headerTemplate] ?? bars[1]}
        <div className={`flex gap-3 border-t border-line px-2 py-1.5 text-xs ${navbarTemplate === 5 ? "justify-center" : ""}`} style={navbarStyle}>
          {MENU.map((item, index) => (
            <span key={item} style={itemStyle(index)}>
              {item}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="text-xs text-fg-muted">A drawing of where each piece sits; the storefront draws the real header.</figcaption>
    </figure>
  );
}
