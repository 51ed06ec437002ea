/**
 * Support staff choose one merchant to act for per browser session; the choice lives in this cookie. It is
 * not a secret and grants nothing by itself: the server honours it only for a signed-in staff user (an
 * owner's pages and API calls stay on the owner's merchant whatever it holds), and the API checks the staff
 * role again on every request that names a merchant. httpOnly: browser code never reads it; it learns the
 * merchant from the page the server rendered (components/api/dashboard-fetch.ts).
 */
export const ACTING_FOR_COOKIE = "lp_acting_for";

/** A MongoDB ObjectId in the form the API accepts in `X-Merchant-Id`. */
export const isMerchantIdShape = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{24}$/.test(value);
