/** A signed-in customer on the website the session works on: whose records a request may touch. */
export interface SignedInCustomer {
  userId: number;
  websiteId: number;
}

/** The former name, still used by the order and stock services until they move to SignedInCustomer. */
export type Owner = SignedInCustomer;
