import { Types } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { Member, memberBucketKeyOf, memberBucketOf, memberSeqKeyOf } from "@/lib/db/models/member";
import { unprocessable } from "@/lib/errors/unprocessable";
import type { CreateMemberInput, MemberDto } from "@/lib/schemas/member";
import { recordChange } from "@/lib/services/changes/record-change";
import { memberSequence } from "@/lib/services/ledger/member-sequence";
import { memberDtoOf } from "@/lib/services/members/get-member";
import { memberCreated } from "@/lib/services/members/member-changes";
import { normaliseCode, randomMemberNumber, randomReferralCode } from "@/lib/services/members/member-codes";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import { type MemberValues, memberValuesOf } from "@/lib/services/members/member-fields";
import { claimMemberKeys, memberHashesOf, releaseMemberKeys } from "@/lib/services/members/member-keys";
import type { StoredMember } from "@/lib/services/members/points-ledger";
import { applyDataRules, creditReferrerIfDue } from "@/lib/services/members/points-rules";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";

const MAX_ATTEMPTS = 50;

const refuseCode = (code: string, message: string) => unprocessable(["body", "referralCode"], message, code);

/**
 * The member a referral code belongs to, of this program (422 at `referralCode` otherwise). Only the program's own
 * merchant (`merchantId`) hears that a code belongs to another of its programs: to anyone else — another merchant, a
 * stranger on the public join page (no merchant) — such a code is as unknown as one that does not exist (decision 033).
 */
export async function checkReferralCode({
  programId,
  code,
  merchantId,
}: {
  programId: string;
  code: string;
  merchantId: string | null;
}): Promise<StoredMember> {
  const referrer = await Member.findOne({ referralCode: normaliseCode(code) }).lean<StoredMember>();
  const isUnknown = !referrer || !isVisibleMember(referrer) || referrer.status === "erased";
  if (isUnknown) throw refuseCode(code, "unknown referral code");
  if (String(referrer.programId) === programId) return referrer;
  if (merchantId !== null && String(referrer.merchantId) === merchantId)
    throw refuseCode(code, "the referral code belongs to a member of another program");
  throw refuseCode(code, "unknown referral code");
}

/** The member whose code was given: of this program, not the joining person themself (422 otherwise). */
async function referrerOf(program: StoredProgram, code: string, values: MemberValues) {
  const refuse = (message: string) => refuseCode(code, message);
  const referrer = await checkReferralCode({
    programId: String(program._id),
    code,
    merchantId: String(program.merchantId),
  });
  const isSelf =
    (values.email && referrer.email === values.email) ||
    (values.phone && referrer.phone === values.phone) ||
    (values.externalId && referrer.externalId === values.externalId);
  if (isSelf) throw refuse("a member cannot refer themselves");
  return referrer;
}

/** Inserts the member at the program's next dense `seq` with fresh random codes; retried on any clash. */
async function insertMember(fields: Record<string, unknown> & { programId: Types.ObjectId }) {
  let seq = (await memberSequence.last(fields.programId)) + 1;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const created = await Member.create({
        ...fields,
        memberNumber: randomMemberNumber(),
        referralCode: randomReferralCode(),
        seq,
        seqKey: memberSeqKeyOf(fields.programId, seq),
        bucketKey: memberBucketKeyOf(fields.programId, memberBucketOf(seq)),
      });
      memberSequence.remember(fields.programId, seq);
      return created.toObject() as StoredMember;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Another join (or an import's block, decision 019) took this seq: the one after the newest is free or
      // about to be (never skip one: the sequence stays dense). Otherwise a random code existed (rarely): the
      // same seq with new codes.
      const seqKey = memberSeqKeyOf(fields.programId, seq);
      if (await Member.exists({ programId: fields.programId, seqKey })) {
        seq = Math.max(seq + 1, (await memberSequence.last(fields.programId)) + 1);
      }
    }
  }
  throw new Error("Could not store a member after repeated clashes");
}

/** What the public join page records besides the member's fields (lib/services/public-join). */
export type JoinDetails = {
  consent: { termsAt: Date | null; privacyAt: Date; marketingAt: Date | null; ip: string | null };
  utm: { source: string | null; medium: string | null; campaign: string | null } | null;
};

/**
 * A customer joins: values checked against the program, e-mail / phone / external id claimed per program
 * (409 `MEMBER_EXISTS`), the member stored, then the data rules and the referral credited. The public join gives
 * the member's id ahead (`memberId`, so a retried join finds its own member) and may leave out a phone or external
 * id another member holds (`leaveOut`, decision 033) after the values were checked.
 */
export async function createMember({
  merchantId,
  programId,
  input,
  joinDetails,
  memberId,
  leaveOut = [],
}: {
  merchantId: string;
  programId: string;
  input: CreateMemberInput;
  joinDetails?: JoinDetails;
  memberId?: string;
  leaveOut?: ("phone" | "externalId")[];
}): Promise<MemberDto> {
  const program = await getProgramOrThrow({
    merchantId,
    programId,
    programType: "loyalty",
    acceptArchived: false,
  });
  const { referralCode, ...given } = input;
  const checked = memberValuesOf({ program, input: given });
  const values = { ...checked, ...Object.fromEntries(leaveOut.map((field) => [field, null])) };
  const referrer = referralCode ? await referrerOf(program, referralCode, values) : null;
  const ids = {
    _id: new Types.ObjectId(memberId),
    merchantId: new Types.ObjectId(merchantId),
    programId: program._id,
  };
  const keyIds = await claimMemberKeys({ ...ids, memberId: ids._id, values });
  let member: StoredMember;
  try {
    member = await insertMember({
      ...ids,
      ...values,
      ...memberHashesOf(values),
      ...joinDetails,
      status: "active",
      referredByMemberId: referrer?._id ?? null,
    });
  } catch (error) {
    await releaseMemberKeys({ memberId: ids._id, keyIds });
    throw error;
  }
  await applyDataRules({ member, program });
  await creditReferrerIfDue({ member, program, lifetimePoints: 0 });
  await recordChange(memberCreated(member));
  return memberDtoOf(member, program);
}
