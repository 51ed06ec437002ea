import { SignOutButton } from "@/components/dashboard/sign-out-button";
import type { DashboardUser } from "@/lib/auth/current-user";

/** Labelled "Your account", not "Account": /docs has an "Account" section too, and landmark names must differ. */
export function AccountSummary({ user }: { user: DashboardUser }) {
  const isStaff = user.role === "staff";
  return (
    <section className="account" aria-label="Your account">
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
