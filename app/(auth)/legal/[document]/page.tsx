import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Brand } from "@/components/ui/brand";

// Placeholders until legal provides the texts; the signup's consent boxes link here.
const DOCUMENTS = {
  terms: {
    title: "Terms of Service",
    text: "These terms govern your use of LoyaltyPass, the service for running loyalty and gift-card programs delivered as Apple Wallet and Google Wallet passes. The full terms will be published here before general availability.",
  },
  dpa: {
    title: "Data Processing Agreement",
    text: "When your customers add a pass, LoyaltyPass processes their personal data on your behalf as a processor under Art. 28 GDPR. This agreement sets out how we do that. The full agreement will be published here before general availability.",
  },
  privacy: {
    title: "Privacy Policy",
    text: "This policy explains which personal data LoyaltyPass collects about you as a merchant, why, and for how long. The full policy will be published here before general availability.",
  },
} as const;

type DocumentName = keyof typeof DOCUMENTS;

type LegalPageProps = { params: Promise<{ document: string }> };

const isDocumentName = (value: string): value is DocumentName => Object.hasOwn(DOCUMENTS, value);

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(DOCUMENTS).map((document) => ({ document }));
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const { document } = await params;
  return isDocumentName(document) ? { title: DOCUMENTS[document].title } : {};
}

export default async function LegalPage({ params }: LegalPageProps) {
  const { document } = await params;
  if (!isDocumentName(document)) notFound();
  const { title, text } = DOCUMENTS[document];
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Brand />
        <article className="card">
          <h1>{title}</h1>
          <p>{text}</p>
        </article>
      </div>
    </main>
  );
}
