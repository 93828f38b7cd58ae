import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons";

/** No products for the query: says what was looked for and how to get back to everything. */
export function EmptyState({ searched, hasFilters }: { searched: string | undefined; hasFilters: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface-muted/50 px-6 py-16 text-center">
      <span className="mb-4 grid h-14 w-14 place-items-center rounded-full bg-brand/10 text-brand">
        <SearchIcon size={28} />
      </span>
      <h2 className="text-lg font-bold">{searched ? `No products found for “${searched}”` : "No products found"}</h2>
      <p className="mt-2 max-w-md text-sm text-fg-muted">
        {searched
          ? "Check the spelling or try a more general word like “rice”, “dal” or “oil”."
          : "No products match these filters yet."}
        {hasFilters && " Removing some filters may help."}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/products" className={buttonClass("primary")}>
          Clear filters and see all products
        </Link>
        <Link href="/" className={buttonClass("outline")}>
          Back to home
        </Link>
      </div>
    </div>
  );
}
