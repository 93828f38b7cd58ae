import "server-only";
import type { ReadReply } from "./client";
import { replySchemas, type Reply, type ReplyName } from "./schemas/replies";

/** The server's way of reading a reply: checked against the contract's schema (defaults filled, derived fields added). */
export const parseReply: ReadReply = <N extends ReplyName>(reply: N, body: unknown) => replySchemas[reply].parse(body) as Reply<N>;
