import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { serverFetch } from "@/lib/api/server-transport";
import { fetchWishlistProducts } from "@/lib/api/wishlist";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { accountPageMetadata } from "@/lib/seo/account-page-metadata";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { WishlistSection } from "@/components/wishlist/wishlist-section";

type Props = { params: Promise<SiteParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(params, "wishlistTitle");
}

/** The Default list and the customer's own lists, each with its saved products. */
export default async function WishlistPage({ params }: Props) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const [lists, t] = await Promise.all([fetchWishlistProducts(serverFetch, language), getTranslations({ locale: language, namespace: "AccountPages" })]);
  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold text-fg">{t("wishlistTitle")}</h1>
      <p className="mb-5 text-sm text-fg-muted">{t("wishlistIntro")}</p>
      <div className="flex flex-col gap-5">
        {lists.map((list) => (
          <WishlistSection key={list.id} list={list} />
        ))}
      </div>
    </div>
  );
}
