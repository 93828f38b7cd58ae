import type { Metadata } from "next";
import Link from "next/link";
import { serverFetch } from "@/lib/api/server-transport";
import { fetchWishlistCategories } from "@/lib/api/wishlist";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { buttonClass } from "@/components/ui/button";
import { HeartIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "My wishlist", robots: { index: false } };

/**
 * The customer's lists. The API has no call yet that lists a list's products, so each list is shown
 * with a way back to the catalogue, where the heart on each product shows what is saved.
 */
export default async function WishlistPage() {
  await requireSignedIn();
  const lists = [{ id: 0, name: "Default" }, ...(await fetchWishlistCategories(serverFetch))];
  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold text-fg">My wishlist</h1>
      <p className="mb-5 text-sm text-fg-muted">
        Save products with the heart on any product. Products you have saved show a filled heart while you browse.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {lists.map((list) => (
          <li key={list.id} className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-4">
            <HeartIcon filled size={20} className="text-danger" />
            <span className="font-semibold text-fg">{list.name}</span>
          </li>
        ))}
      </ul>
      <Link href="/products" className={buttonClass("primary", "md", "mt-6")}>
        Browse products
      </Link>
    </div>
  );
}
