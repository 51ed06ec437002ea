import type { Types } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { Member } from "@/lib/db/models/member";
import { MemberKey } from "@/lib/db/models/member-key";
import { customerIdHashOf, emailHashOf, phoneHashOf } from "@/lib/gdpr/subject-hash";
import { memberConflict } from "@/lib/services/members/member-conflict";

export type KeyedValues = { email: string | null; phone: string | null; externalId: string | null };
type KeyedField = keyof KeyedValues;

const HASHES: Record<KeyedField, (value: string) => string> = {
  email: emailHashOf,
  phone: phoneHashOf,
  externalId: customerIdHashOf,
};

/** `<programId>:<field>:<HMAC>`: the row whose insert claims the value for one member of the program. */
export const memberKeyOf = (programId: unknown, field: KeyedField, value: string) =>
  `${String(programId)}:${field}:${HASHES[field](value)}`;

/** The HMACs stored on the member: the GDPR erasure and export find a person by equality on them. */
export const memberHashesOf = (values: Partial<KeyedValues>) => ({
  ...(values.email !== undefined && { emailHash: values.email ? emailHashOf(values.email) : null }),
  ...(values.phone !== undefined && { phoneHash: values.phone ? phoneHashOf(values.phone) : null }),
  ...(values.externalId !== undefined && {
    externalIdHash: values.externalId ? customerIdHashOf(values.externalId) : null,
  }),
});

/** A key left by a join that crashed before its member was stored is free again after this long. */
const ORPHAN_AFTER_MS = 60_000;

async function isOrphan(keyId: string): Promise<boolean> {
  const key = await MemberKey.findById(keyId).lean();
  if (!key) return true;
  if (Date.now() - key.createdAt.getTime() < ORPHAN_AFTER_MS) return false;
  if (await Member.exists({ _id: key.memberId })) return false;
  await MemberKey.deleteOne({ _id: keyId, memberId: key.memberId });
  return true;
}

export type KeyOwner = {
  merchantId: Types.ObjectId | string;
  programId: Types.ObjectId | string;
  memberId: Types.ObjectId;
};

/** Inserts one key for `owner`, taking over an orphan; false when another member holds it. */
export async function claimKey(keyId: string, owner: KeyOwner) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await MemberKey.create({ _id: keyId, ...owner });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      if (!(await isOrphan(keyId))) return false;
    }
  }
  return false;
}

/**
 * Claims the keys of the given values for the member; if any is taken by another member of the program,
 * gives back the ones it claimed and answers 409 `MEMBER_EXISTS`. Two concurrent joins with one e-mail
 * cannot both win: only one insert of a key succeeds.
 */
export async function claimMemberKeys({
  merchantId,
  programId,
  memberId,
  values,
}: {
  merchantId: Types.ObjectId | string;
  programId: Types.ObjectId | string;
  memberId: Types.ObjectId;
  values: Partial<KeyedValues>;
}): Promise<string[]> {
  const claimed: string[] = [];
  for (const field of Object.keys(HASHES) as KeyedField[]) {
    const value = values[field];
    if (!value) continue;
    const keyId = memberKeyOf(programId, field, value);
    if (await claimKey(keyId, { merchantId, programId, memberId })) {
      claimed.push(keyId);
      continue;
    }
    await releaseMemberKeys({ memberId, keyIds: claimed });
    throw memberConflict("MEMBER_EXISTS");
  }
  return claimed;
}

/** Deletes keys of this member only (`_id` and `memberId`), never another member's claim. */
export async function releaseMemberKeys({
  memberId,
  keyIds,
}: {
  memberId: Types.ObjectId;
  keyIds: string[];
}) {
  for (const keyId of keyIds) await MemberKey.deleteOne({ _id: keyId, memberId });
}

/** The member a key belongs to, or null: an exact look-up by e-mail, phone or external id. */
export async function memberIdByKey(keyId: string): Promise<Types.ObjectId | null> {
  const key = await MemberKey.findById(keyId).lean();
  return key ? key.memberId : null;
}
