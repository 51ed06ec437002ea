import { Member } from "@/lib/db/models/member";
import type { MemberDto, UpdateMemberInput } from "@/lib/schemas/member";
import { recordChange } from "@/lib/services/changes/record-change";
import { getMemberOrThrow, memberDtoOf } from "@/lib/services/members/get-member";
import { memberUpdated } from "@/lib/services/members/member-changes";
import { memberConflict } from "@/lib/services/members/member-conflict";
import { type MemberValues, memberValuesOf } from "@/lib/services/members/member-fields";
import {
  claimMemberKeys,
  type KeyedValues,
  memberHashesOf,
  memberKeyOf,
  releaseMemberKeys,
} from "@/lib/services/members/member-keys";
import type { StoredMember } from "@/lib/services/members/points-ledger";
import { applyDataRules } from "@/lib/services/members/points-rules";
import { changedProfileFields, recordProfileChange } from "@/lib/services/members/profile-changes";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

const KEYED: (keyof KeyedValues)[] = ["email", "phone", "externalId"];

const storedValuesOf = (member: StoredMember): MemberValues => ({
  email: member.email ?? null,
  phone: member.phone ?? null,
  firstName: member.firstName ?? null,
  lastName: member.lastName ?? null,
  birthday: member.birthday ?? null,
  externalId: member.externalId ?? null,
  customFields: { ...((member.customFields as Record<string, unknown> | null) ?? {}) },
  marketingConsent: Boolean(member.marketingConsent),
});

/**
 * PUT: given fields over the stored ones, checked as at join. A changed e-mail, phone or external id claims
 * its new key first (409 `MEMBER_EXISTS` if another member has it) and gives the old one back after the
 * write. Data the member has for the first time earns its one-time points. What changed (field names, not
 * values) becomes a line of the member's history.
 */
export async function updateMember({
  merchantId,
  programId,
  memberId,
  input,
}: {
  merchantId: string;
  programId: string;
  memberId: string;
  input: UpdateMemberInput;
}): Promise<MemberDto> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const member = await getMemberOrThrow({ merchantId, programId, memberId });
  if (member.status === "erased") throw memberConflict("MEMBER_ERASED");
  const { status, ...given } = input;
  const stored = storedValuesOf(member);
  const values = memberValuesOf({ program, input: given, stored });
  const changed = KEYED.filter((field) => values[field] !== stored[field]);
  const newKeys = Object.fromEntries(changed.map((field) => [field, values[field]]));
  const claimed = await claimMemberKeys({
    merchantId: member.merchantId,
    programId: member.programId,
    memberId: member._id,
    values: newKeys,
  });
  try {
    await Member.updateOne(
      { _id: member._id },
      { $set: { ...values, ...memberHashesOf(newKeys), ...(status ? { status } : {}) } },
    );
  } catch (error) {
    await releaseMemberKeys({ memberId: member._id, keyIds: claimed });
    throw error;
  }
  const updated = await getMemberOrThrow({ merchantId, programId, memberId });
  // Give back every key of this change the member does not hold now: the old values, and new ones a
  // concurrent change of the same member overwrote (so they do not stay taken by nobody).
  const heldNow = new Set(
    KEYED.flatMap((field) => {
      const value = updated[field];
      return value ? [memberKeyOf(member.programId, field, value)] : [];
    }),
  );
  const touched = [
    ...claimed,
    ...changed.flatMap((field) => {
      const old = stored[field];
      return old ? [memberKeyOf(member.programId, field, old)] : [];
    }),
  ];
  await releaseMemberKeys({ memberId: member._id, keyIds: touched.filter((keyId) => !heldNow.has(keyId)) });
  await applyDataRules({ member: updated, program });
  const changedFields = Object.keys(values).filter(
    (field) =>
      JSON.stringify(values[field as keyof typeof values]) !==
      JSON.stringify(stored[field as keyof typeof stored]),
  );
  if (status && status !== member.status) changedFields.push("status");
  const historyFields = changedProfileFields(stored, values);
  if (status && status !== member.status) historyFields.push("status");
  await recordProfileChange(updated, historyFields, updated.updatedAt);
  if (changedFields.length > 0) await recordChange(memberUpdated(updated, changedFields));
  return memberDtoOf(updated, program);
}
