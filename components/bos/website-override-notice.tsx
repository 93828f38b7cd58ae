"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchManagedWebsites, switchBackToOwnWebsite } from "@/lib/api/website-admin";
import { notifyError } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";

/**
 * While a superadmin works on another website than this address's own, every page says which one is
 * shown and offers the way back; without it the same address silently shows another store.
 */
export function WebsiteOverrideNotice() {
  const [viewing, setViewing] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    fetchManagedWebsites(browserFetch)
      .then((websites) => setViewing(websites.find((website) => website.current)?.name ?? null))
      .catch(() => setViewing(null));
  }, []);

  async function switchBack() {
    setPending(true);
    try {
      await switchBackToOwnWebsite(browserFetch);
      // The whole store changes, down to the root layout: only a full load can swap it.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
      window.location.assign("/");
    } catch (error) {
      notifyError(error);
      setPending(false);
    }
  }

  if (!viewing) return null;
  return (
    <section
      aria-label="Website you are viewing"
      className="fixed inset-x-3 bottom-3 z-[900] flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-raised p-3 text-sm text-fg shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md"
    >
      <p className="min-w-0 flex-1">
        You are viewing <strong>{viewing}</strong>, not this address&apos;s own website.
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass("primary", "sm")} onClick={switchBack} disabled={pending}>
          {pending ? "Switching…" : "Switch back"}
        </button>
        <Link href="/auth/bos/choose" className={buttonClass("outline", "sm")}>
          Choose website
        </Link>
      </div>
    </section>
  );
}
