import { cookies } from "next/headers";
import { cache } from "react";
import { resolveDashboardMerchant } from "@/components/dashboard/dashboard-merchant";
import { ACTING_FOR_COOKIE } from "@/lib/auth/acting-for";
import type { DashboardUser } from "@/lib/auth/current-user";

/** The merchant of this request's dashboard page (server components only), shared by banner and page. */
export const getDashboardMerchant = cache(async (user: DashboardUser) => {
  const chosen = (await cookies()).get(ACTING_FOR_COOKIE)?.value;
  return resolveDashboardMerchant({ user, chosen });
});
