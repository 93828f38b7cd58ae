import { z } from "zod";

const AUDIT_PER_PAGE = 50;

const isRealDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};
const istDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2025-01-31").refine(isRealDate, "Enter a real date like 2025-01-31");

/** Filters of the audit log; dates are Indian (IST) days, both ends included. */
export const auditQuerySchema = z
  .object({
    actor: z.coerce.number().int().positive().optional(),
    entity: z.string().trim().max(40).optional(),
    action: z.string().trim().max(40).optional(),
    from: istDate.optional(),
    to: istDate.optional(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(AUDIT_PER_PAGE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "The start date must be on or before the end date", path: ["from"] });

const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), name: z.string().nullable(), phone: z.string() }).nullable(),
  /** The change came from a script holding the operator token, not from a person in the console. */
  by_operator_token: z.boolean(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});

export const auditListSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: z.object({ total: z.number(), page: z.number(), perPage: z.number() }),
  /** Everyone who appears in this website's log, for the actor filter. */
  actors: z.array(z.object({ id: z.number(), name: z.string().nullable(), phone: z.string() })),
});
export type AuditList = z.infer<typeof auditListSchema>;
