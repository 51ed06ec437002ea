import type { Types } from "mongoose";
import { MemberProfileChange } from "@/lib/db/models/member-profile-change";
import { newestFirst } from "@/lib/db/newest-first";
import type { PagingQuery, ProfileChangeDto } from "@/lib/schemas/member";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import type { MemberValues } from "@/lib/services/members/member-fields";
import { type Page, pageOf } from "@/lib/services/members/paging";

export type ProfileChange = ProfileChangeDto;

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

/** Stores one history line: which fields changed (their names only), and who changed them. */
export async function recordProfileChange(
  member: { _id: Types.ObjectId; merchantId: Types.ObjectId; programId: Types.ObjectId },
  fields: string[],
  at: Date,
  by: ProfileChange["by"] = "merchant",
) {
  if (fields.length === 0) return;
  await MemberProfileChange.create({
    merchantId: member.merchantId,
    programId: member.programId,
    memberId: member._id,
    fields,
    by,
    createdAt: at,
  });
}

/** The member's profile changes, newest first, a page at a time (the merchant's own member only, else 404). */
export async function listProfileChanges({
  merchantId,
  programId,
  memberId,
  query,
}: {
  merchantId: string;
  programId: string;
  memberId: string;
  query: PagingQuery;
}): Promise<Page<ProfileChange>> {
  const member = await getMemberOrThrow({ merchantId, programId, memberId });
  const rows = await MemberProfileChange.find({ memberId: member._id }).lean();
  const changes = rows.filter((row) => String(row.programId) === String(member.programId)).sort(newestFirst);
  return pageOf({
    query,
    source: [changes],
    toItems: (page) =>
      page.map((row) => ({
        id: String(row._id),
        fields: row.fields,
        by: row.by === "member" ? "member" : "merchant",
        createdAt: row.createdAt.toISOString(),
      })),
  });
}
