import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { safeCallbackPath } from "@/components/auth/callback-url";
import { AUTH_MESSAGES } from "@/components/auth/i18n/messages";
import { SignInForm } from "@/components/auth/sign-in-form";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(AUTH_MESSAGES)).signIn.title };
}

type SignInPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const callbackPath = safeCallbackPath((await searchParams).callbackUrl);
  if (await getCurrentUser()) redirect(callbackPath);
  const t = (await getServerMessages(AUTH_MESSAGES)).signIn;

  return (
    <>
      <div className="card">
        <h1>{t.title}</h1>
        <p className="muted">{t.lead}</p>
        <SignInForm callbackPath={callbackPath} />
        <p className="auth-card__aside">
          <Link href="/forgot-password">{t.forgot}</Link>
        </p>
      </div>
      <p className="auth-card__footer">
        {t.newHere} <Link href="/signup">{t.createAccount}</Link>
      </p>
    </>
  );
}
