import { AccountLanguageSwitcher } from "@/components/dashboard/account-language-switcher";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { SignOutButton } from "@/components/dashboard/sign-out-button";
import type { DashboardUser } from "@/lib/auth/current-user";
import { getServerMessages } from "@/lib/i18n/server-messages";

/** Labelled "Your account", not "Account": /docs has an "Account" section too, and landmark names must differ. */
export async function AccountSummary({ user }: { user: DashboardUser }) {
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).account;
  const isStaff = user.role === "staff";
  return (
    <section className="account" aria-label={t.label}>
      <span className="account__merchant">{isStaff ? t.staff : (user.merchantName ?? t.ownMerchant)}</span>
      <span className="account__email">{user.email}</span>
      <div className="account__actions">
        <SignOutButton />
        <AccountLanguageSwitcher />
      </div>
    </section>
  );
}
