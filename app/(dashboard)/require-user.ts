import { redirect } from "next/navigation";
import { cache } from "react";
import { signInPath } from "@/components/auth/callback-url";
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
  return user;
}
