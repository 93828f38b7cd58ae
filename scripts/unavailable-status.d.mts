import type { ServerResponse } from "node:http";

export function answerUnavailableWhileDatabaseIsGone(response: ServerResponse, problem?: () => string | null): void;
