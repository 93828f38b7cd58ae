/** A signed-in customer on the website the session works on: whose records a request may touch. */
export interface SignedInCustomer {
  userId: number;
  websiteId: number;
}

