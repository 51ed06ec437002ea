import type { ReactNode } from "react";
import { getDashboardUser } from "@/app/(dashboard)/require-user";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { DatabaseUnavailable } from "@/components/dashboard/database-unavailable";
import { ReloadButton } from "@/components/dashboard/reload-button";
import { SignInRedirect } from "@/components/dashboard/sign-in-redirect";
import { DatabaseUnavailableError } from "@/lib/db/unavailable";

/** The layout's own errors pass this segment's error boundary by, so it shows the outage message itself. */
async function userOrOutage() {
  try {
    return { user: await getDashboardUser(), isOutage: false };
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return { user: null, isOutage: true };
    throw error;
  }
}

// Every dashboard page depends on the session: render per request, never at build time (where no
// environment, hence no AUTH_SECRET, is set and prerendering would fail).
export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, isOutage } = await userOrOutage();
  if (isOutage) return <DatabaseUnavailable action={<ReloadButton />} />;
  if (!user) return <SignInRedirect />;

  return <DashboardShell user={user}>{children}</DashboardShell>;
}
