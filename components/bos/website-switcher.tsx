"use client";

import { useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import type { ManagedWebsite } from "@/lib/api/schemas/website-admin";
import { switchWebsite } from "@/lib/api/website-admin";
import { notifyError } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";

/** Each website with a Switch button; after switching the whole store reloads as the chosen website. */
export function WebsiteSwitcher({ websites }: { websites: ManagedWebsite[] }) {
  const [pending, setPending] = useState<number | null>(null);

  async function choose(website: ManagedWebsite) {
    setPending(website.id);
    try {
      await switchWebsite(browserFetch, website.id);
      // Everything from the site settings to the catalogue changes, down to the root layout (another
      // website's): only a full load of the home page can swap that.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
      window.location.assign("/");
    } catch (error) {
      notifyError(error);
      setPending(null);
    }
  }

  return (
    <ul className="flex flex-col gap-3">
      {websites.map((website) => (
        <li key={website.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface-raised p-4">
          <div className="min-w-0">
            <p className="font-semibold text-fg">
              {website.name}
              {website.current && <span className="ml-2 rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">Current</span>}
            </p>
            <p className="truncate text-sm text-fg-muted">{website.hosts.join(", ") || "No domain yet"}</p>
            <p className="text-xs text-fg-muted">
              Theme {website.theme} · {website.font_family}
            </p>
          </div>
          <button
            type="button"
            onClick={() => choose(website)}
            disabled={website.current || pending !== null}
            aria-label={`Switch to ${website.name}`}
            className={buttonClass(website.current ? "outline" : "primary", "sm")}
          >
            {pending === website.id ? "Switching…" : website.current ? "Current" : "Switch"}
          </button>
        </li>
      ))}
    </ul>
  );
}
