"use client";

import useSWR, { type Key, type SWRConfiguration, type SWRResponse } from "swr";

/** A shopper's tab coming back into focus does not ask again, and a failed call is shown, not repeated. */
const DEFAULTS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * Data a part of the page asks the API for by key (SWR: one request per key at a time, kept for the
 * next reader). Only the parts that fetch import it, so pages whose first view fetches nothing do
 * not download SWR before they load; `key` null asks for nothing.
 */
export function useApiData<Data>(key: Key, fetcher: () => Promise<Data>, options?: SWRConfiguration<Data>): SWRResponse<Data> {
  return useSWR(key, fetcher, { ...DEFAULTS, ...options });
}
