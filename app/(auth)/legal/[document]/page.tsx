import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AUTH_MESSAGES } from "@/components/auth/i18n/messages";
import { getServerMessages } from "@/lib/i18n/server-messages";

// Placeholders until legal provides the texts; the signup's consent boxes link here.
const DOCUMENT_NAMES = ["terms", "dpa", "privacy"] as const;

type DocumentName = (typeof DOCUMENT_NAMES)[number];

type LegalPageProps = { params: Promise<{ document: string }> };

const isDocumentName = (value: string): value is DocumentName =>
  DOCUMENT_NAMES.some((name) => name === value);

export const dynamicParams = false;

export function generateStaticParams() {
  return DOCUMENT_NAMES.map((document) => ({ document }));
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const { document } = await params;
  if (!isDocumentName(document)) return {};
  return { title: (await getServerMessages(AUTH_MESSAGES)).legal[document].title };
}

export default async function LegalPage({ params }: LegalPageProps) {
  const { document } = await params;
  if (!isDocumentName(document)) notFound();
  const { title, text } = (await getServerMessages(AUTH_MESSAGES)).legal[document];
  return (
    <article className="card">
      <h1>{title}</h1>
      <p>{text}</p>
    </article>
  );
}
