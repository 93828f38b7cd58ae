import { z } from "zod";
import { phoneSchema } from "@/lib/validation/schemas";

export const CONSOLE_STAFF_MESSAGES = {
  invited: "Added to the staff. They sign in with their phone number and the code sent to it.",
  removed: "Removed from the staff",
  alreadyStaff: "This number is already on this website's staff",
  notStaff: "This person is not on this website's staff",
  removeSelf: "You cannot remove yourself from the staff; ask another administrator",
} as const;

export const STAFF_FIELD_LABELS = { phone: "Mobile number", name: "Name" } as const;

/** Whom to add to the website's staff: the number they sign in with, and a name for a new account. */
export const staffInviteSchema = z.object({
  phone: phoneSchema,
  name: z.string().trim().max(100, "Keep the name under 100 characters").optional(),
});
export type StaffInvite = z.input<typeof staffInviteSchema>;

const staffMemberSchema = z.object({
  user_id: z.number(),
  name: z.string().nullable(),
  phone: z.string(),
  website_id: z.number(),
  website_name: z.string(),
  added_at: z.string(),
  /** The signed-in user's own row, which they cannot remove. */
  you: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({
  data: z.array(staffMemberSchema),
  /** The website the console works on: its rows are the ones that can be removed here. */
  website_id: z.number(),
  /** A superadmin sees the staff of every website. */
  every_website: z.boolean(),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const staffSavedSchema = z.object({ member: staffMemberSchema, message: z.string() });
export const staffRemovedSchema = z.object({ message: z.string() });
