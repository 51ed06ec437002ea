import type { Metadata } from "next";
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
  return <VerifyEmail pendingId={firstValue(pendingId)} code={firstValue(code)} />;
}
