// The names by which a visitor's private answers (their visitor call, their cart) are kept and dropped
// by the storefront's server (scripts/private-answer-cache.mjs). Plain JavaScript, so that server and
// the backend that names them share one spelling.

/** The response header by which the API marks a private answer as keepable for its owner; never sent on. */
export const OWNER_HEADER = "x-store-answer-owner";

const PREFIX = "owner:";

/** Every kept private answer, whoever owns it: a write whose effect on others is not known drops them all. */
export const EVERY_OWNER_TAG = `${PREFIX}all`;

/** The owner of a signed-in shopper's answers (all their sessions) or of a guest session's. */
export function ownerTag(owner) {
  return owner.userId !== null ? `${PREFIX}u${owner.userId}` : `${PREFIX}s${owner.sessionId}`;
}

/** A tag that names only kept private answers: no page, public read or Next cache entry carries one. */
export function isOwnerTag(tag) {
  return tag.startsWith(PREFIX);
}
