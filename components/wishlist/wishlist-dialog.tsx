"use client";

import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { Modal } from "@/components/dialogs/modal";
import { notifyError, useToast } from "@/components/dialogs/toast-api";
import { buttonClass } from "@/components/ui/button";
import { HeartIcon, PlusIcon } from "@/components/ui/icons";
import { browserFetch } from "@/lib/api/browser-transport";
import { createWishlistCategory, updateWishlist } from "@/lib/api/wishlist";
import { errorText } from "@/lib/errors";
import { useWishlistCategories, wishlistFlagsAtom } from "@/lib/state/wishlist";
import { wishlistDialogOpenAtom, wishlistDialogProductAtom } from "@/lib/state/ui";

export const WISHLIST_DIALOG_WIDTH = 400;
export const WISHLIST_CREATED = "Wishlist added successfully";
const DEFAULT_LIST = { id: 0, name: "Default" };

/** 'Add Products In Wishlist': Default plus the customer's own lists, and Create Another Wishlist. */
export function WishlistDialog() {
  const [open, setOpen] = useAtom(wishlistDialogOpenAtom);
  const product = useAtomValue(wishlistDialogProductAtom);
  const setFlags = useSetAtom(wishlistFlagsAtom);
  const toast = useToast();
  const lists = useWishlistCategories(open);
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const choose = async (listId: number) => {
    if (!product) return;
    setBusyId(listId);
    try {
      const result = await updateWishlist(browserFetch, product.product_id, listId);
      setFlags((flags) => ({ ...flags, [result.product_id]: result.wishlist }));
      toast.success(result.message);
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
    toast.success(WISHLIST_CREATED);
    form.reset();
    setCreating(false);
    await lists.mutate();
  };

  const options = [DEFAULT_LIST, ...(lists.data ?? [])];
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      afterClose={() => setCreating(false)}
      title="Add Products In Wishlist"
      description={product ? product.product_name : undefined}
      width={WISHLIST_DIALOG_WIDTH}
      footer={null}
    >
      <ul className="grid gap-2" aria-busy={lists.isLoading || undefined}>
        {options.map((list) => (
          <li key={list.id}>
            <button
              type="button"
              disabled={busyId !== null}
              onClick={() => void choose(list.id)}
              className={buttonClass("outline", "lg", "w-full justify-start")}
            >
              <HeartIcon size={18} className="text-danger" />
              {list.name}
            </button>
          </li>
        ))}
      </ul>
      {lists.error ? <p className="mt-2 text-sm text-danger">{errorText(lists.error)}</p> : null}
      <div className="mt-4 border-t border-line pt-4">
        {creating ? (
          <Form<{ name: string }> defaultValues={{ name: "" }} onSubmit={create} className="grid gap-3">
            <FormField type="text" name="name" label="Wishlist name" required maxLength={60} />
            <div className="flex gap-2">
              <SubmitButton pendingText="Creating…" className="flex-1 bg-brand py-2.5 text-brand-contrast hover:bg-brand-strong">
                Create
              </SubmitButton>
              <button type="button" className={buttonClass("ghost")} onClick={() => setCreating(false)}>
                Cancel
              </button>
            </div>
          </Form>
        ) : (
          <button type="button" className={buttonClass("secondary", "md", "w-full")} onClick={() => setCreating(true)}>
            <PlusIcon size={16} />
            Create Another Wishlist
          </button>
        )}
      </div>
    </Modal>
  );
}
