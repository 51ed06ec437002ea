import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { safeCallbackPath } from "@/components/auth/callback-url";
import { SignInForm } from "@/components/auth/sign-in-form";
import { Brand } from "@/components/ui/brand";
import { getCurrentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Sign in" };

type SignInPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const callbackPath = safeCallbackPath((await searchParams).callbackUrl);
  if (await getCurrentUser()) redirect(callbackPath);

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Brand />
        <div className="card">
          <h1>Sign in</h1>
          <p className="muted">Manage your loyalty and gift-card programs.</p>
          <SignInForm callbackPath={callbackPath} />
          <p className="auth-card__aside">
            <Link href="/forgot-password">Forgot password?</Link>
          </p>
        </div>
        <p className="auth-card__footer">
          New to LoyaltyPass? <Link href="/signup">Create an account</Link>
        </p>
      </div>
    </main>
  );
}
