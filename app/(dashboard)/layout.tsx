import type { ReactNode } from "react";
import { getDashboardUser } from "@/app/(dashboard)/require-user";
import { AccountSummary } from "@/components/dashboard/account-summary";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { SignInRedirect } from "@/components/dashboard/sign-in-redirect";

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
