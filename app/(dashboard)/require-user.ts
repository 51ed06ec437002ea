import { redirect } from "next/navigation";
import { cache } from "react";
import { signInPath } from "@/components/auth/callback-url";
import { getDashboardMerchant } from "@/components/dashboard/current-merchant";
import { homePathOf, mayOpenPage } from "@/components/dashboard/page-roles";
import { type DashboardUser, getCurrentUser } from "@/lib/auth/current-user";

/** One user lookup per request, shared by the layout and the page. */
export const getDashboardUser = cache(getCurrentUser);

/**
 * Every dashboard page checks the session itself: layouts do not re-render on client navigation and do not
 * stop a page from rendering, so the layout's check alone would not protect the page's data.
 */
export async function requireUser(callbackPath: string): Promise<DashboardUser> {
  const user = await getDashboardUser();
  if (!user) redirect(signInPath(callbackPath));
  // A page the person's role may not use (decision 053) sends them home: a cashier to the scanner.
  if (!mayOpenPage(user.role, callbackPath)) redirect(homePathOf(user.role));
  return user;
}

/**
 * The signed-in user and the merchant the page works on: the owner's own, or the one support staff act for
 * (`merchant` null until they choose; then pages show `<ChooseMerchant>`).
 */
export async function requireMerchant(callbackPath: string) {
  const user = await requireUser(callbackPath);
  return { user, ...(await getDashboardMerchant(user)) };
}
