import type { Metadata } from "next";
import { SignupHeader } from "@/components/signup/signup-header";
import { SignupWizard } from "@/components/signup/signup-wizard";

export const metadata: Metadata = { title: "Sign up" };

export default function SignUpPage() {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <SignupHeader />
        <SignupWizard />
      </div>
    </main>
  );
}
