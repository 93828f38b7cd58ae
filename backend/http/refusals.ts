import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "./errors";

/** A route's answer to each reason a service can refuse for: its status and its message. */
export type Refusals<Reason extends string> = Record<Reason, { status: ContentfulStatusCode; message: string }>;

/** Answers a service's refusal with the status and message its route's table gives the reason. */
export function refuse<Reason extends string>(refusals: Refusals<Reason>, refusal: { reason: Reason }): never {
  const { status, message } = refusals[refusal.reason];
  throw new ApiError(status, message);
}

/** The reasons a service's result can refuse for. */
export type ReasonOf<Outcome extends { ok: boolean }> = Extract<Outcome, { ok: false; reason: string }>["reason"];
