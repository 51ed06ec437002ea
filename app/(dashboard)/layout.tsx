import type { ReactNode } from "react";
import { getDashboardUser } from "@/app/(dashboard)/require-user";
import { AccountSummary } from "@/components/dashboard/account-summary";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { SignInRedirect } from "@/components/dashboard/sign-in-redirect";

// Every dashboard page depends on the session: render per request, never at build time (where no
// environment, hence no AUTH_SECRET, is set and prerendering would fail).
export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await getDashboardUser();
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
