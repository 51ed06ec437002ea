import type { Types } from "mongoose";
import { MemberPointsEntry, type MemberPointsEntryDocument } from "@/lib/db/models/member-points-entry";
import type { ExportedMember } from "@/lib/schemas/loyalty-gdpr";
import { eraseMember } from "@/lib/services/gdpr/erase-member";
import { findSubjectMembers, type StoredMember } from "@/lib/services/gdpr/find-subject-members";
import { plural, type SubjectKind } from "@/lib/services/gdpr/subject-kinds";
import { consentDtoOf, utmDtoOf } from "@/lib/services/members/member-dto";

type StoredEntry = MemberPointsEntryDocument & { _id: Types.ObjectId; createdAt: Date };

/** The person's data, the member number, balance and lifetime points, and every ledger entry. */
async function exportMember(member: StoredMember): Promise<ExportedMember> {
  const entries = (await MemberPointsEntry.find({ memberId: member._id }).lean<StoredEntry[]>()).sort(
    (a, b) => a.sequence - b.sequence,
  );
  const newest = entries.at(-1);
  return {
    id: String(member._id),
    programId: String(member.programId),
    merchantId: String(member.merchantId),
    memberNumber: member.memberNumber,
    referralCode: member.referralCode,
    status: member.status ?? "active",
    email: member.email ?? null,
    phone: member.phone ?? null,
    firstName: member.firstName ?? null,
    lastName: member.lastName ?? null,
    birthday: member.birthday ?? null,
    externalId: member.externalId ?? null,
    customFields: (member.customFields ?? {}) as Record<string, unknown>,
    marketingConsent: member.marketingConsent ?? false,
    consent: consentDtoOf(member),
    utm: utmDtoOf(member),
    balance: newest?.balanceAfter ?? 0,
    lifetimePoints: newest?.lifetimeAfter ?? 0,
    createdAt: member.createdAt.toISOString(),
    deleted: member.deletedAt !== null && member.deletedAt !== undefined,
    entries: entries.map((entry) => ({
      sequence: entry.sequence,
      points: entry.points,
      balanceAfter: entry.balanceAfter,
      lifetimeAfter: entry.lifetimeAfter,
      source: entry.source,
      reason: entry.reason ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/** Loyalty members: personal fields, hashes and uniqueness keys go; the points ledger's amounts stay. */
export const memberSubjects: SubjectKind<StoredMember, ExportedMember> = {
  name: "members",
  affectedField: "affectedMembers",
  exportKey: "members",
  erasedStep: "member-erased",
  label: "member",
  count: (count) => plural(count, "member"),
  find: findSubjectMembers,
  erase: ({ id, requestId, at }) => eraseMember({ memberId: id, requestId, at }),
  exportItems: (members) => Promise.all(members.map(exportMember)),
};
