import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/app/(dashboard)/require-user";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { ProfileForm } from "@/components/account/profile-form";
import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { mayOpenPage } from "@/components/dashboard/page-roles";
import { LOCATION_MESSAGES } from "@/components/locations/i18n/messages";
import { PageHeader } from "@/components/ui/page-header";
import { WALLET_MESSAGES } from "@/components/wallet/i18n/messages";
import { WEBHOOK_MESSAGES } from "@/components/webhooks/i18n/messages";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { getAccount } from "@/lib/services/accounts/get-account";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(DASHBOARD_MESSAGES)).meta.settings };
}

export default async function SettingsPage() {
  const user = await requireUser("/settings");
  const account = await getAccount({ userId: user.id });
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).settings;
  const webhooks = await getServerMessages(WEBHOOK_MESSAGES);
  const keys = (await getServerMessages(API_KEY_MESSAGES)).page;
  const wallet = (await getServerMessages(WALLET_MESSAGES)).page;
  const locations = await getServerMessages(LOCATION_MESSAGES);
  return (
    <>
      <PageHeader title={t.title} description={t.signedInAs(account.email)} />
      <div className="settings-grid">
        <section className="card">
          <ProfileForm
            name={account.name}
            company={account.role === "owner" ? account.company : null}
            language={account.language}
          />
        </section>
        <section className="card">
          <ChangePasswordForm />
        </section>
        {mayOpenPage(user.role, "/settings/webhooks") && (
          <section className="card" aria-labelledby="settings-webhooks">
            <h2 id="settings-webhooks">
              <Link href="/settings/webhooks">{webhooks.settingsLink}</Link>
            </h2>
            <p>{webhooks.settingsLinkLead}</p>
          </section>
        )}
        {mayOpenPage(user.role, "/settings/locations") && (
          <section className="card" aria-labelledby="settings-locations">
            <h2 id="settings-locations">
              {/* A full page load: the browser applies the page's own Permissions-Policy (geolocation) per document. */}
              <a href="/settings/locations">{locations.settingsLink}</a>
            </h2>
            <p className="muted">{locations.settingsLinkLead}</p>
          </section>
        )}
        {mayOpenPage(user.role, "/settings/wallet") && (
          <section className="card" aria-labelledby="settings-wallet">
            <h2 id="settings-wallet">
              <Link href="/settings/wallet">{wallet.settingsLink}</Link>
            </h2>
            <p className="muted">{wallet.settingsLead}</p>
          </section>
        )}
        {mayOpenPage(user.role, "/settings/api-keys") && (
          <section className="card" aria-labelledby="settings-api-keys">
            <h2 id="settings-api-keys">
              <Link href="/settings/api-keys">{keys.settingsLink}</Link>
            </h2>
            <p className="muted">{keys.settingsLead}</p>
          </section>
        )}
      </div>
    </>
  );
}
