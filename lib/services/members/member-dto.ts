import { isoOrNull } from "@/lib/clock";
import type { MarketingConsentStatus, MemberDto } from "@/lib/schemas/member";
import type { MemberLedgerState, StoredMember } from "@/lib/services/members/points-ledger";
import type { PointsExpiring } from "@/lib/services/points-expiry/expiring-points";
import type { StoredProgram } from "@/lib/services/programs/program-dto";

export type TierProgram = Pick<StoredProgram, "programSchema" | "tiers"> &
  Partial<Pick<StoredProgram, "pointsExpiryDays">>;

/** The last tier whose threshold the lifetime points reached; only `tieredMembership` programs have tiers. */
export function tierOf(program: TierProgram, lifetimePoints: number): string | null {
  if (program.programSchema !== "tieredMembership") return null;
  let reached: string | null = null;
  for (const tier of program.tiers ?? []) if (lifetimePoints >= tier.minLifetimePoints) reached = tier.name;
  return reached;
}

/** A member is listed and found until deleted (soft) or purged. */
export const isVisibleMember = (member: Pick<StoredMember, "deletedAt" | "purgedAt">) =>
  !member.deletedAt && !member.purgedAt;

/** What the member accepted on the public join page, and when (null for a member the merchant added). */
export const consentDtoOf = ({ consent }: Pick<StoredMember, "consent">): MemberDto["consent"] =>
  consent
    ? {
        termsAt: isoOrNull(consent.termsAt),
        privacyAt: isoOrNull(consent.privacyAt),
        marketingAt: isoOrNull(consent.marketingAt),
        marketingConfirmedAt: isoOrNull(consent.marketingConfirmedAt),
        ip: consent.ip ?? null,
      }
    : null;

/** Given when it counts; pending while a join page's request waits for its e-mailed confirmation (decision 042). */
export const marketingConsentStatusOf = ({
  marketingConsent,
  consent,
}: Pick<StoredMember, "marketingConsent" | "consent">): MarketingConsentStatus => {
  if (marketingConsent) return "given";
  return consent?.marketingAt && !consent.marketingConfirmedAt ? "pending" : "none";
};

/** The campaign the member joined through. */
export const utmDtoOf = ({ utm }: Pick<StoredMember, "utm">): MemberDto["utm"] =>
  utm ? { source: utm.source ?? null, medium: utm.medium ?? null, campaign: utm.campaign ?? null } : null;

export function toMemberDto(
  member: StoredMember,
  ledger: Pick<MemberLedgerState, "balance" | "lifetime">,
  program: TierProgram,
  /** Only the single member's reads know it (expiring-points.ts); lists leave it null. */
  pointsExpiring: PointsExpiring | null = null,
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
    marketingConsentStatus: marketingConsentStatusOf(member),
    consent: consentDtoOf(member),
    utm: utmDtoOf(member),
    referredBy: member.referredByMemberId ? String(member.referredByMemberId) : null,
    pointsExpiring: pointsExpiring
      ? { points: pointsExpiring.points, at: pointsExpiring.at.toISOString() }
      : null,
    createdAt: member.createdAt.toISOString(),
    updatedAt: member.updatedAt.toISOString(),
  };
}
