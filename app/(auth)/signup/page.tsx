import type { Metadata } from "next";
import { MESSAGES } from "@/components/signup/i18n/messages";
import { SignupWizard } from "@/components/signup/signup-wizard";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(MESSAGES)).actions.signUp };
}

export default function SignUpPage() {
  return <SignupWizard />;
}
