"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { removeConsoleStaff } from "@/lib/api/console/staff";
import type { StaffMember } from "@/lib/api/schemas/console/staff";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";

/** Takes one person off the website's staff; the server refuses a user removing themselves. */
export function RemoveStaffButton({ member }: { member: StaffMember }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const who = member.name || member.phone;
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`Remove ${who} from the staff`}
      className={buttonClass("outline", "sm")}
      onClick={async () => {
        if (!window.confirm(`Remove ${who} from the staff of ${member.website_name}?`)) return;
        setBusy(true);
        try {
          toast.success((await removeConsoleStaff(browserFetch, member.user_id)).message);
          router.refresh();
        } catch (error) {
          toast.error(errorText(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      Remove
    </button>
  );
}
