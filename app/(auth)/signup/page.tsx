import type { Metadata } from "next";
import { AuthTopbar } from "@/components/auth/auth-topbar";
import { MESSAGES } from "@/components/signup/i18n/messages";
import { SignupWizard } from "@/components/signup/signup-wizard";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(MESSAGES)).actions.signUp };
}

export default function SignUpPage() {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <AuthTopbar />
        <SignupWizard />
      </div>
    </main>
  );
}
