"use client";

import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { Modal } from "@/components/dialogs/modal";
import { notifyError, useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { HeartIcon, PlusIcon } from "@/components/ui/icons";
import { browserFetch } from "@/lib/api/browser-transport";
import { DEFAULT_WISHLIST_ID } from "@/lib/api/contract/wishlist";
import { createWishlistCategory, removeFromWishlist, updateWishlist } from "@/lib/api/wishlist";
import { errorText } from "@/lib/errors";
import { wishlistFlagsAtom } from "@/lib/state/wishlist";
import { useWishlistLists } from "@/lib/state/wishlist-lists";
import { wishlistDialogOpenAtom, wishlistDialogProductAtom } from "@/lib/state/ui";

const WISHLIST_DIALOG_WIDTH = 400;
const listButtonClass =
  "flex min-h-12 w-full cursor-pointer items-center gap-2.5 rounded-lg border bg-surface-raised px-3 py-2 text-left text-fg transition-colors " +
  "hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50";

/**
 * 'Add Products In Wishlist': Default plus the customer's own lists, each saying whether it holds the
 * product and what its button does (save to it, or remove from it), and Create Another Wishlist.
 */
export function WishlistDialog() {
  const [open, setOpen] = useAtom(wishlistDialogOpenAtom);
  const product = useAtomValue(wishlistDialogProductAtom);
  const setFlags = useSetAtom(wishlistFlagsAtom);
  const toast = useToast();
  const t = useTranslations("Shell");
  const lists = useWishlistLists(open && product ? product.product_id : null);
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const choose = async (listId: number, holds: boolean) => {
    if (!product) return;
    setBusyId(listId);
    try {
      const change = holds ? removeFromWishlist : updateWishlist;
      const result = await change(browserFetch, product.product_id, listId);
      setFlags((flags) => ({ ...flags, [result.product_id]: result.wishlist }));
      toast.success(holds ? t("removedFromWishlist") : t("addedToWishlist"));
      void lists.mutate();
      setOpen(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyId(null);
    }
  };

  const create = async ({ name }: { name: string }, form: { reset: () => void }) => {
    try {
      await createWishlistCategory(browserFetch, name);
    } catch (error) {
      console.error(error);
      throw new FormSubmitError(errorText(error));
    }
    toast.success(t("wishlistCreated"));
    form.reset();
    setCreating(false);
    await lists.mutate();
  };

  const options = [{ id: DEFAULT_WISHLIST_ID, name: t("wishlistDefault") }, ...(lists.data?.WishlistCategories ?? [])];
  const holding = new Set(lists.data?.holding ?? []);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      afterClose={() => setCreating(false)}
      title={t("wishlistDialogTitle")}
      description={product ? product.product_name : undefined}
      width={WISHLIST_DIALOG_WIDTH}
      footer={null}
    >
      <ul className="grid gap-2" aria-busy={lists.isLoading || undefined}>
        {options.map((list) => {
          const holds = holding.has(list.id);
          return (
            <li key={list.id}>
              <button
                type="button"
                // Until the answer says which lists hold the product, a click could not say what it does.
                disabled={busyId !== null || !lists.data}
                onClick={() => void choose(list.id, holds)}
                className={cx(listButtonClass, holds ? "border-danger/50" : "border-line")}
              >
                <HeartIcon size={18} filled={holds} className="shrink-0 text-danger" />
                <span className="min-w-0 flex-1 break-words">
                  {t.rich(holds ? "wishlistRemoveFrom" : "wishlistSaveTo", {
                    name: list.name,
                    strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
                  })}
                </span>
                {holds && (
                  <span aria-hidden="true" className="shrink-0 rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
                    {t("wishlistSavedHere")}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {lists.error ? <p className="mt-2 text-sm text-danger">{errorText(lists.error)}</p> : null}
      <div className="mt-4 border-t border-line pt-4">
        {creating ? (
          <Form<{ name: string }> defaultValues={{ name: "" }} onSubmit={create} className="grid gap-3">
            <FormField type="text" name="name" label={t("wishlistName")} required maxLength={60} />
            <div className="flex gap-2">
              <SubmitButton pendingText={t("wishlistCreating")} className="flex-1 bg-brand py-2.5 text-brand-contrast hover:bg-brand-strong">
                {t("wishlistCreate")}
              </SubmitButton>
              <button type="button" className={buttonClass("ghost")} onClick={() => setCreating(false)}>
                {t("wishlistCancel")}
              </button>
            </div>
          </Form>
        ) : (
          <button type="button" className={buttonClass("secondary", "md", "w-full")} onClick={() => setCreating(true)}>
            <PlusIcon size={16} />
            {t("wishlistCreateAnother")}
          </button>
        )}
      </div>
    </Modal>
  );
}
