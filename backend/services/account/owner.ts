/** Whose records a request may touch: the signed-in user's, on the website the session works on. */
export interface Owner {
  userId: number;
  websiteId: number;
}
