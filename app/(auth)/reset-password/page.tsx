import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { AUTH_MESSAGES } from "@/components/auth/i18n/messages";
import { Alert } from "@/components/ui/alert";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(AUTH_MESSAGES)).reset.title };
}

type ResetPasswordPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token } = await searchParams;
  const t = (await getServerMessages(AUTH_MESSAGES)).reset;
  return (
    <div className="card">
      <h1>{t.title}</h1>
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert tone="error">
          {t.needsLink} <Link href="/forgot-password">{t.askNewLink}</Link>
        </Alert>
      )}
    </div>
  );
}
