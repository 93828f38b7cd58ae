"use client";

import { useTranslations } from "use-intl";
import { useAtomValue, useSetAtom } from "jotai";
import { useProgressRouter } from "@/lib/navigation-start";
import type { Product } from "@/lib/api/schemas";
import { returnHereAfterSignIn } from "@/lib/auth/redirect";
import { LOGIN_PATH } from "@/lib/auth/route-rules";
import { useLanguagePath } from "@/components/i18n/language-link";
import { useWishlistFlag } from "@/lib/state/wishlist";
import { userAtom, wishlistDialogOpenAtom, wishlistDialogProductAtom } from "@/lib/state/ui";
import { useKnownUser } from "@/lib/state/visitor";
import { cx } from "@/components/ui/cx";
import { HeartIcon } from "@/components/ui/icons";

/** What the heart needs of a product; cards pass only these so the client props stay small. */
export type WishlistProduct = Pick<Product, "product_id" | "product_name" | "wishlist">;

/**
 * The wishlist heart: opens the wishlist dialog for this product; a guest goes to log in first. It has
 * no position of its own, so a card can pin it over the image (`absolute`, which a base `relative`
 * would override).
 */
export function WishlistButton({ product, className }: { product: WishlistProduct; className?: string }) {
  const t = useTranslations("Product");
  const saved = useWishlistFlag(product);
  const user = useAtomValue(userAtom);
  const setProduct = useSetAtom(wishlistDialogProductAtom);
  const open = useSetAtom(wishlistDialogOpenAtom);
  const router = useProgressRouter();
  const inPageLanguage = useLanguagePath();
  const knownUser = useKnownUser();

  const onClick = async () => {
    if (!(await knownUser())) {
      returnHereAfterSignIn();
      router.push(inPageLanguage(LOGIN_PATH));
      return;
    }
    setProduct({ product_id: product.product_id, product_name: product.product_name });
    open(true);
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-haspopup={user ? "dialog" : undefined}
      aria-label={t(saved ? "savedToWishlist" : "saveToWishlist", { name: product.product_name })}
      onClick={() => void onClick()}
      className={cx("wishlist-toggle", className)}
    >
      <HeartIcon size={18} filled={saved} />
    </button>
  );
}
