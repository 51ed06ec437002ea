import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { Brand } from "@/components/ui/brand";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Brand />
        <div className="card">
          <h1>Forgot your password?</h1>
          <p className="muted">We e-mail you a link to choose a new one.</p>
          <ForgotPasswordForm />
        </div>
        <p className="auth-card__footer">
          Remembered it? <Link href="/signin">Sign in</Link>
        </p>
      </div>
    </main>
  );
}
