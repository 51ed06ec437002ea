import type { Metadata } from "next";
import { requireUser } from "@/app/(dashboard)/require-user";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { ProfileForm } from "@/components/account/profile-form";
import { PageHeader } from "@/components/ui/page-header";
import { getAccount } from "@/lib/services/accounts/get-account";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireUser("/settings");
  const account = await getAccount({ userId: user.id });
  return (
    <>
      <PageHeader title="Settings" description={`Signed in as ${account.email}.`} />
      <div className="settings-grid">
        <section className="card">
          <ProfileForm name={account.name} company={account.role === "owner" ? account.company : null} />
        </section>
        <section className="card">
          <ChangePasswordForm />
        </section>
      </div>
    </>
  );
}
