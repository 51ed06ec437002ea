import type { ReactNode } from "react";
import { AccountSummary } from "@/components/dashboard/account-summary";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { StaffBanner } from "@/components/dashboard/staff-banner";
import type { DashboardUser } from "@/lib/auth/current-user";

/** The signed-in frame: sidebar (or the phone's menu bar) and the page's main landmark. */
export function DashboardShell({ user, children }: { user: DashboardUser; children: ReactNode }) {
  return (
    <div className="shell">
      <DashboardNav account={<AccountSummary user={user} />} role={user.role} />
      <main id="main" className="shell__main">
        <div className="shell__content">
          <StaffBanner user={user} />
          {children}
        </div>
      </main>
    </div>
  );
}
