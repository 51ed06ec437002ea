import type { ReactNode } from "react";
import { getDashboardUser } from "@/app/(dashboard)/require-user";
import { AccountSummary } from "@/components/dashboard/account-summary";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
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

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, isOutage } = await userOrOutage();
  if (isOutage) return <DatabaseUnavailable action={<ReloadButton />} />;
  if (!user) return <SignInRedirect />;

  return (
    <div className="shell">
      <DashboardNav account={<AccountSummary user={user} />} />
      <main id="main" className="shell__main">
        <div className="shell__content">{children}</div>
      </main>
    </div>
  );
}
