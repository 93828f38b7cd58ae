import type { Metadata } from "next";
import { serverFetch } from "@/lib/api/server-transport";
import { fetchWishlistProducts } from "@/lib/api/wishlist";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { WishlistSection } from "@/components/wishlist/wishlist-section";

export const metadata: Metadata = { title: "My wishlist", robots: { index: false } };

/** The Default list and the customer's own lists, each with its saved products. */
export default async function WishlistPage({ params }: { params: Promise<SiteParams> }) {
  await requireSignedIn();
  const { language } = await siteOf(params);
  const lists = await fetchWishlistProducts(serverFetch, language);
  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold text-fg">My wishlist</h1>
      <p className="mb-5 text-sm text-fg-muted">Products you saved with the heart, by list.</p>
      <div className="flex flex-col gap-5">
        {lists.map((list) => (
          <WishlistSection key={list.id} list={list} />
        ))}
      </div>
    </div>
  );
}
