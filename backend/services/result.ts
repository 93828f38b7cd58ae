export type Failure<Reason extends string, Extra = object> = { ok: false; reason: Reason } & Extra;
export type Result<T, Reason extends string, Extra = object> = ({ ok: true } & T) | Failure<Reason, Extra>;
