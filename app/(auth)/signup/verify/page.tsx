import type { Metadata } from "next";
import { AuthTopbar } from "@/components/auth/auth-topbar";
import { MESSAGES } from "@/components/signup/i18n/messages";
import { VerifyEmail } from "@/components/signup/verify-email";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(MESSAGES)).verify.title };
}

type VerifyPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const firstValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

export default async function VerifyPage({ searchParams }: VerifyPageProps) {
  const { pendingId, code } = await searchParams;
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <AuthTopbar />
        <VerifyEmail pendingId={firstValue(pendingId)} code={firstValue(code)} />
      </div>
    </main>
  );
}
