import type { Metadata } from "next";
import { fetchConsoleStaff } from "@/lib/api/console/staff";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { InviteStaffForm } from "@/components/console/staff/invite-staff-form";
import { StaffTable } from "@/components/console/staff/staff-table";

export const metadata: Metadata = { title: "Staff", robots: { index: false } };

export default async function ConsoleStaffPage() {
  await requireConsoleAccess();
  const list = await fetchConsoleStaff(serverFetch);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Staff</h1>
      <p className="text-sm text-fg-muted">
        The people who run {list.every_website ? "each website" : "this website"} from Administration. Add someone by the mobile number they sign in with; they sign in
        with the code sent to it.
      </p>
      <section aria-labelledby="invite-heading" className="flex flex-col gap-3">
        <h2 id="invite-heading" className="text-lg font-semibold">
          Add to the staff
        </h2>
        <InviteStaffForm />
      </section>
      <StaffTable list={list} />
    </div>
  );
}
