import type { Metadata } from "next";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { TEAM_MESSAGES } from "@/components/team/i18n/messages";
import { TeamManager } from "@/components/team/team-manager";
import { PageHeader } from "@/components/ui/page-header";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listInvitations } from "@/lib/services/team/list-invitations";
import { listTeam } from "@/lib/services/team/list-team";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(TEAM_MESSAGES)).meta.title };
}

// Settings → Team: the merchant's people and invitations (the owner's; staff: of the merchant they act for).
export default async function TeamPage() {
  const { user, merchant } = await requireMerchant("/settings/team");
  const t = await getServerMessages(TEAM_MESSAGES);
  if (!merchant) return <ChooseMerchant title={t.page.title} />;
  const [team, invitations] = await Promise.all([
    listTeam({ merchantId: merchant.merchantId }),
    listInvitations({ merchantId: merchant.merchantId }),
  ]);
  return (
    <>
      <PageHeader title={t.page.title} description={t.page.lead} />
      <TeamManager
        initialMembers={team.items}
        initialInvitations={invitations.items}
        currentUserId={user.id}
      />
    </>
  );
}
