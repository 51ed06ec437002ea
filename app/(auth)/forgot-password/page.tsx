import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { AUTH_MESSAGES } from "@/components/auth/i18n/messages";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(AUTH_MESSAGES)).forgot.metaTitle };
}

export default async function ForgotPasswordPage() {
  const t = (await getServerMessages(AUTH_MESSAGES)).forgot;
  return (
    <>
      <div className="card">
        <h1>{t.title}</h1>
        <p className="muted">{t.lead}</p>
        <ForgotPasswordForm />
      </div>
      <p className="auth-card__footer">
        {t.remembered} <Link href="/signin">{t.signIn}</Link>
      </p>
    </>
  );
}
