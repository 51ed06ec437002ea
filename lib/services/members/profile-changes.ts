import type { Types } from "mongoose";
import { MemberProfileChange } from "@/lib/db/models/member-profile-change";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import type { MemberValues } from "@/lib/services/members/member-fields";

export type ProfileChange = { id: string; fields: string[]; createdAt: string };

const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "birthday",
  "externalId",
  "marketingConsent",
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The names of what differs between two profiles: member fields, then `customFields.<name>` one by one. */
export function changedProfileFields(before: MemberValues, after: MemberValues): string[] {
  const fields: string[] = PROFILE_FIELDS.filter((field) => !same(before[field], after[field]));
  const names = new Set([
    ...Object.keys(before.customFields ?? {}),
    ...Object.keys(after.customFields ?? {}),
  ]);
  for (const name of [...names].sort()) {
    if (!same(before.customFields?.[name], after.customFields?.[name])) fields.push(`customFields.${name}`);
  }
  return fields;
}

/** Stores one history line: which fields changed (their names only). */
export async function recordProfileChange(
  member: { _id: Types.ObjectId; merchantId: Types.ObjectId; programId: Types.ObjectId },
  fields: string[],
  at: Date,
) {
  if (fields.length === 0) return;
  await MemberProfileChange.create({
    merchantId: member.merchantId,
    programId: member.programId,
    memberId: member._id,
    fields,
    createdAt: at,
  });
}

/** The member's profile changes, newest first (the merchant's own member only, else 404). */
export async function listProfileChanges({
  merchantId,
  programId,
  memberId,
}: {
  merchantId: string;
  programId: string;
  memberId: string;
}): Promise<ProfileChange[]> {
  const member = await getMemberOrThrow({ merchantId, programId, memberId });
  const rows = await MemberProfileChange.find({ memberId: member._id }).lean();
  return rows
    .filter((row) => String(row.programId) === String(member.programId))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((row) => ({ id: String(row._id), fields: row.fields, createdAt: row.createdAt.toISOString() }));
}
