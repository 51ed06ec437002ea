import type { Metadata } from "next";
import { AcceptInvitationForm } from "@/components/team/accept-invitation-form";
import { TEAM_MESSAGES } from "@/components/team/i18n/messages";
import { Alert } from "@/components/ui/alert";
import { getServerMessages } from "@/lib/i18n/server-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(TEAM_MESSAGES)).meta.accept };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The invitation e-mail's link: a public page that sets the invitee's name and password (decision 053).
export default async function AcceptInvitationPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const t = (await getServerMessages(TEAM_MESSAGES)).accept;
  return (
    <div className="card">
      <h1>{t.title}</h1>
      {typeof token === "string" && token ? (
        <AcceptInvitationForm token={token} />
      ) : (
        <Alert tone="error">{t.missing}</Alert>
      )}
    </div>
  );
}
