import type { Metadata } from "next";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { Brand } from "@/components/ui/brand";
import { ButtonLink } from "@/components/ui/button";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(DASHBOARD_MESSAGES)).meta.notFound };
}

export default async function NotFound() {
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).notFound;
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Brand />
        <div className="card">
          <h1>{t.title}</h1>
          <p>{t.body}</p>
          <ButtonLink href="/">{t.home}</ButtonLink>
        </div>
      </div>
    </main>
  );
}
