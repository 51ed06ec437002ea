import { SignOutButton } from "@/components/dashboard/sign-out-button";
import type { DashboardUser } from "@/lib/auth/current-user";

export function AccountSummary({ user }: { user: DashboardUser }) {
  const isStaff = user.role === "staff";
  return (
    <section className="account" aria-label="Account">
      <span className="account__merchant">
        {isStaff ? "Support staff" : (user.merchantName ?? "Your merchant")}
      </span>
      <span className="account__email">{user.email}</span>
      <div>
        <SignOutButton />
      </div>
    </section>
  );
}
