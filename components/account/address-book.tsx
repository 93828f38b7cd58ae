"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { deleteAddress, makeDefaultAddress } from "@/lib/api/account";
import { browserFetch } from "@/lib/api/browser-transport";
import type { Address } from "@/lib/api/schemas/account";
import { useModal } from "@/components/dialogs/modal-api";
import { notifyError, useToast } from "@/lib/state/toasts";
import { useRefreshPincodeAfterAddressChange } from "@/lib/state/visitor";
import { buttonClass } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import { AddressForm } from "./address-form";
import { AddressBlock } from "./address-block";

type Editing = null | "new" | number;

/** The customer's addresses with add, edit, delete (after a confirm) and make-default. */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const t = useTranslations("Address");
  const words = useTranslations("AccountPages");
  const router = useRouter();
  const toast = useToast();
  const { confirm } = useModal();
  const [editing, setEditing] = useState<Editing>(addresses.length === 0 ? "new" : null);
  const [busy, setBusy] = useState<number | null>(null);
  const refreshPincode = useRefreshPincodeAfterAddressChange();

  const saved = () => {
    setEditing(null);
    toast.success(t(editing === "new" ? "added" : "updated"));
    router.refresh();
  };

  async function run(id: number, action: () => Promise<unknown>, done: "deleted" | "defaulted") {
    setBusy(id);
    try {
      await action();
      toast.success(t(done));
      await refreshPincode();
      router.refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  }

  async function remove(address: Address) {
    const ok = await confirm({
      title: words("deleteAddressTitle"),
      body: words("deleteAddressBody", { name: address.name, line: address.line1 }),
      okText: words("delete"),
    });
    if (ok) await run(address.id, () => deleteAddress(browserFetch, address.id), "deleted");
  }

  return (
    <div className="flex flex-col gap-4">
      {editing === "new" ? (
        <AddressForm onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" onClick={() => setEditing("new")} className={buttonClass("primary", "md", "self-start")}>
          <PlusIcon size={18} /> {words("addAddress")}
        </button>
      )}
      {addresses.length === 0 && editing !== "new" && <p className="text-sm text-fg-muted">{words("noAddress")}</p>}
      <ul className="grid gap-4 lg:grid-cols-2">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id} className="lg:col-span-2">
              <AddressForm address={address} onSaved={saved} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={address.id} className="flex flex-col justify-between gap-4 rounded-xl border border-line bg-surface-raised p-4" aria-busy={busy === address.id || undefined}>
              <div>
                {address.is_default && (
                  <span className="mb-2 inline-block rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-semibold text-brand">{words("default")}</span>
                )}
                <AddressBlock address={address} phoneLine={t("phone", { phone: address.phone })} />
              </div>
              <div className="flex flex-wrap gap-2">
                <button type="button" onClick={() => setEditing(address.id)} className={buttonClass("outline", "sm")} aria-label={words("editAddressOf", { name: address.name })}>
                  {words("edit")}
                </button>
                <button
                  type="button"
                  onClick={() => remove(address)}
                  disabled={busy !== null}
                  className={buttonClass("outline", "sm", "hover:border-danger hover:text-danger")}
                  aria-label={words("deleteAddressOf", { name: address.name })}
                >
                  {words("delete")}
                </button>
                {!address.is_default && (
                  <button
                    type="button"
                    onClick={() => run(address.id, () => makeDefaultAddress(browserFetch, address.id), "defaulted")}
                    disabled={busy !== null}
                    className={buttonClass("ghost", "sm")}
                  >
                    {words("setDefault")}
                  </button>
                )}
              </div>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
