import type { Metadata } from "next";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { DocsBody } from "@/components/docs/docs-body";
import type { OpenApiDocument } from "@/components/docs/openapi";
import { SiteHeader } from "@/components/ui/site-header";
import { type DashboardUser, getCurrentUser } from "@/lib/auth/current-user";
import { DatabaseUnavailableError } from "@/lib/db/unavailable";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(DASHBOARD_MESSAGES)).meta.docs };
}

/** The reference is public; without a database (or a session) it is simply shown without the dashboard. */
async function signedInUser(): Promise<DashboardUser | null> {
  try {
    return await getCurrentUser();
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return null;
    throw error;
  }
}

export default async function DocsPage() {
  const document = buildOpenApiDocument() as unknown as OpenApiDocument;
  const user = await signedInUser();
  if (user) {
    return (
      <DashboardShell user={user}>
        <DocsBody document={document} isInDashboard />
      </DashboardShell>
    );
  }
  return (
    <>
      <SiteHeader />
      <DocsBody document={document} isInDashboard={false} />
    </>
  );
}
