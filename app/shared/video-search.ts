// The video search orders and term limit (zod-free: the watch screen imports them without the API contract).

/** Spec §4/§9: the search orders, initial order date. */
export const SEARCH_ORDERS = ["date", "viewCount", "rating"] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export const DEFAULT_SEARCH_ORDER: SearchOrder = "date";

export function isSearchOrder(value: unknown): value is SearchOrder {
  return typeof value === "string" && (SEARCH_ORDERS as readonly string[]).includes(value);
}

/** Spec §4: an invalid order becomes viewCount when searching (no order at all is the default, date). */
export function orderForSearch(value: unknown): SearchOrder {
  if (value === undefined || value === null || value === "") return DEFAULT_SEARCH_ORDER;
  return isSearchOrder(value) ? value : "viewCount";
}

/** Spec §4: an invalid order becomes date when stored in the search state. */
export function orderForState(value: unknown): SearchOrder {
  return isSearchOrder(value) ? value : DEFAULT_SEARCH_ORDER;
}

/** The longest search term (spec §4). */
export const TERM_MAX = 100;
