import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { Alert } from "@/components/ui/alert";
import { Brand } from "@/components/ui/brand";

export const metadata: Metadata = { title: "Choose a new password" };

type ResetPasswordPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token } = await searchParams;
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Brand />
        <div className="card">
          <h1>Choose a new password</h1>
          {typeof token === "string" && token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <Alert tone="error">
              This page needs the link from the e-mail.{" "}
              <Link href="/forgot-password">Ask for a new link</Link>
            </Alert>
          )}
        </div>
      </div>
    </main>
  );
}
