import type { Metadata } from "next";
import { IntentLink } from "@/components/ui/intent-link";
import { buttonClass } from "@/components/ui/button";
import { SearchBar } from "@/components/shell/header-search";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** 404: says so plainly and offers search, home and the catalogue. */
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-brand">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-fg-muted">We couldn&apos;t find that page. It may have moved, or the link may be mistyped. Try a search instead:</p>
      <div className="mt-6 w-full">
        <SearchBar />
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <IntentLink href="/" className={buttonClass("primary")}>
          Go to the home page
        </IntentLink>
        <IntentLink href="/products" className={buttonClass("outline")}>
          Browse all products
        </IntentLink>
      </div>
    </div>
  );
}
