import { MERCHANT_ROLES, type TeamMemberDto } from "@/lib/schemas/team";
import { activeTeamOf, toTeamMemberDto } from "@/lib/services/team/team-member";

/** The merchant's team: owners, then managers, then cashiers, each by name. */
export async function listTeam({ merchantId }: { merchantId: string }): Promise<{ items: TeamMemberDto[] }> {
  const team = await activeTeamOf(merchantId);
  team.sort(
    (a, b) => MERCHANT_ROLES.indexOf(a.role) - MERCHANT_ROLES.indexOf(b.role) || a.name.localeCompare(b.name),
  );
  return { items: team.map(toTeamMemberDto) };
}
