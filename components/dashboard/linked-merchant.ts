import { type DashboardMerchant, findMerchantForStaff } from "@/components/dashboard/dashboard-merchant";
import type { DashboardUser } from "@/lib/auth/current-user";

type Params = Record<string, string | string[] | undefined>;

export type LinkedMerchantQuestion = {
  merchant: { id: string; name: string; ownerEmail: string | null } | null;
  /** The same page without `?merchant=`, where the page goes once staff have answered. */
  cleanHref: string;
};

/**
 * Pages that once carried the staff's merchant in `?merchant=<id>` keep such links working: when the link
 * names another merchant than the one staff act for, the page asks (LinkedMerchantPrompt). Null: nothing to
 * ask (owners, whose scope a link never changes; no parameter; or the merchant staff already act for).
 */
export async function linkedMerchantQuestion({
  user,
  current,
  pathname,
  params,
}: {
  user: DashboardUser;
  current: DashboardMerchant | null;
  pathname: string;
  params: Params;
}): Promise<LinkedMerchantQuestion | null> {
  const linked = Array.isArray(params.merchant) ? params.merchant[0] : params.merchant;
  if (user.role !== "staff" || !linked || linked === current?.merchantId) return null;
  const rest = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (name === "merchant" || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) rest.append(name, one);
  }
  const found = await findMerchantForStaff(linked);
  return {
    merchant: found && { id: found.merchantId, name: found.merchantName, ownerEmail: found.ownerEmail },
    cleanHref: rest.size ? `${pathname}?${rest}` : pathname,
  };
}
