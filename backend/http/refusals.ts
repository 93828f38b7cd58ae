import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "./errors";

type Refusal = { ok: false; reason: string };

/** The refusals a service's result can carry (its failure branch). */
export type RefusalOf<Outcome extends { ok: boolean }> = Extract<Outcome, Refusal>;

/** How a route answers one reason: its status, and its message (worded from the refusal's details when it has some). */
type RefusalAnswer<R> = { status: ContentfulStatusCode; message: string | ((refusal: R) => string) };

/** The refusals that can carry this reason (one refusal type may list several reasons). */
type WithReason<R, Reason> = R extends { reason: infer Own } ? (Reason extends Own ? R : never) : never;

/** A route's answers, one per reason a service can give. */
export type RefusalTable<R extends Refusal> = { [Reason in R["reason"]]: RefusalAnswer<WithReason<R, Reason>> };

/** Throws the table's answer to a service's refusal; the error handler sends it as { message }. */
export function refuse<R extends Refusal>(table: RefusalTable<R>, refusal: R): never {
  // The table pairs each reason with its own refusal type; TypeScript cannot follow that through the lookup.
  const { status, message } = table[refusal.reason as R["reason"]] as RefusalAnswer<R>;
  throw new ApiError(status, typeof message === "string" ? message : message(refusal));
}
