import type { MemberDto } from "@/lib/schemas/member";
import type { MemberLedgerState, StoredMember } from "@/lib/services/members/points-ledger";
import type { ProgramDto } from "@/lib/services/programs/program-dto";

export type TierProgram = Pick<ProgramDto, "schema" | "tiers">;

/** The last tier whose threshold the lifetime points reached; only `tieredMembership` programs have tiers. */
export function tierOf(program: TierProgram, lifetimePoints: number): string | null {
  if (program.schema !== "tieredMembership") return null;
  let reached: string | null = null;
  for (const tier of program.tiers ?? []) if (lifetimePoints >= tier.minLifetimePoints) reached = tier.name;
  return reached;
}

/** A member is listed and found until deleted (soft) or purged. */
export const isVisibleMember = (member: Pick<StoredMember, "deletedAt" | "purgedAt">) =>
  !member.deletedAt && !member.purgedAt;

export function toMemberDto(
  member: StoredMember,
  ledger: Pick<MemberLedgerState, "balance" | "lifetime">,
  program: TierProgram,
): MemberDto {
  return {
    id: String(member._id),
    programId: String(member.programId),
    memberNumber: member.memberNumber,
    referralCode: member.referralCode,
    points: ledger.balance,
    lifetimePoints: ledger.lifetime,
    tier: tierOf(program, ledger.lifetime),
    status: member.status ?? "active",
    email: member.email ?? null,
    phone: member.phone ?? null,
    firstName: member.firstName ?? null,
    lastName: member.lastName ?? null,
    birthday: member.birthday ?? null,
    externalId: member.externalId ?? null,
    customFields: (member.customFields as Record<string, unknown> | null) ?? {},
    marketingConsent: Boolean(member.marketingConsent),
    consent: member.consent
      ? {
          termsAt: member.consent.termsAt?.toISOString() ?? null,
          privacyAt: member.consent.privacyAt?.toISOString() ?? null,
          marketingAt: member.consent.marketingAt?.toISOString() ?? null,
          ip: member.consent.ip ?? null,
        }
      : null,
    utm: member.utm
      ? {
          source: member.utm.source ?? null,
          medium: member.utm.medium ?? null,
          campaign: member.utm.campaign ?? null,
        }
      : null,
    referredBy: member.referredByMemberId ? String(member.referredByMemberId) : null,
    createdAt: member.createdAt.toISOString(),
    updatedAt: member.updatedAt.toISOString(),
  };
}
