"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { removeConsoleStaff } from "@/lib/api/console/staff";
import type { StaffMember } from "@/lib/api/schemas/console/staff";
import { buttonClass } from "@/components/ui/button";
import { useConsoleAction } from "../use-console-action";

/** Takes one person off the website's staff; the server refuses a user removing themselves. */
export function RemoveStaffButton({ member }: { member: StaffMember }) {
  const router = useRouter();
  const { busy, run } = useConsoleAction();
  const who = member.name || member.phone;
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`Remove ${who} from the staff`}
      className={buttonClass("outline", "sm")}
      onClick={() => {
        if (!window.confirm(`Remove ${who} from the staff of ${member.website_name}?`)) return;
        void run(() => removeConsoleStaff(browserFetch, member.user_id), () => router.refresh());
      }}
    >
      Remove
    </button>
  );
}
