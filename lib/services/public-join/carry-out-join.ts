import { ApiError } from "@/lib/errors/api-error";
import type { Language } from "@/lib/i18n/language";
import { CARD_LINK_RESEND_LIMIT } from "@/lib/schemas/public-join";
import { recordChange } from "@/lib/services/changes/record-change";
import { createMember } from "@/lib/services/members/create-member";
import { type MemberValues, memberValuesOf } from "@/lib/services/members/member-fields";
import { type KeyedValues, memberIdByKey, memberKeyOf } from "@/lib/services/members/member-keys";
import type { PublicJoinPayload } from "@/lib/services/public-join/join-payload";
import { findPublicProgram } from "@/lib/services/public-join/joinable-program";
import { consumeRateLimit } from "@/lib/services/rate-limit/consume-rate-limit";

type KeyedField = keyof KeyedValues;
type KeyOwners = Record<KeyedField, string | null>;

/** A join races another for the same key at most this often before it gives up (the outbox retries later). */
const MAX_ROUNDS = 3;

/** Which member of the program holds each of the given e-mail, phone and external id (by their key rows). */
async function keyOwnersOf(programId: string, values: MemberValues): Promise<KeyOwners> {
  const ownerOf = async (field: KeyedField) => {
    const value = values[field];
    if (!value) return null;
    const memberId = await memberIdByKey(memberKeyOf(programId, field, value));
    return memberId ? String(memberId) : null;
  };
  return {
    email: await ownerOf("email"),
    phone: await ownerOf("phone"),
    externalId: await ownerOf("externalId"),
  };
}

const mailCardLink = (
  merchantId: string,
  memberId: string,
  reason: "joined" | "repeat",
  language: Language,
) =>
  recordChange({
    kind: "card-link.requested",
    merchantId,
    subject: { kind: "member", id: memberId, reason },
    language,
  });

/** The member the e-mail belongs to gets a link to their own card at their own address, a few times an hour. */
async function mailExistingMember(merchantId: string, memberId: string, language: Language) {
  const outcome = await consumeRateLimit({ rule: CARD_LINK_RESEND_LIMIT, clientKey: `member:${memberId}` });
  if (outcome.isAllowed) await mailCardLink(merchantId, memberId, "repeat", language);
}

const isRefusal = (error: unknown, status: number) => error instanceof ApiError && error.status === status;
const isMemberExists = (error: unknown) =>
  isRefusal(error, 409) &&
  (error as ApiError & { detail: { code?: string } }).detail?.code === "MEMBER_EXISTS";
const isReferralRefusal = (error: unknown) =>
  isRefusal(error, 422) &&
  ((error as ApiError).detail as { loc?: unknown[] }[])[0]?.loc?.[1] === "referralCode";

/**
 * The outbox worker carries out a join the public join page accepted (decision 033). The e-mail decides, and its
 * mailbox always gets exactly one e-mail: when it belongs to a member, that member is sent a link to their own
 * card (a few times an hour at most) and nothing is stored; otherwise a new member is stored and sent their card.
 * A phone or external id that another member holds is left out of the new member, and that member hears nothing:
 * what the person typed next to their own e-mail never changes what their mailbox receives. A join the program no
 * longer takes (deleted, archived, its fields changed since) is dropped; a referral code no longer valid, ignored.
 */
export async function carryOutPublicJoin(join: PublicJoinPayload): Promise<void> {
  const { merchantId, programId, memberId, joinDetails, language } = join;
  const program = await findPublicProgram(programId);
  if (!program || program.status === "archived") return;
  let values: MemberValues;
  try {
    values = memberValuesOf({ program, input: join.input });
  } catch (error) {
    if (isRefusal(error, 422)) return;
    throw error;
  }
  let input = join.input;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const owners = await keyOwnersOf(programId, values);
    // An earlier attempt of this join stored the member and failed before its e-mail was asked for.
    if (owners.email === memberId) return mailCardLink(merchantId, memberId, "joined", language);
    if (owners.email) return mailExistingMember(merchantId, owners.email, language);
    const leaveOut = (["phone", "externalId"] as const).filter(
      (field) => owners[field] !== null && owners[field] !== memberId,
    );
    try {
      await createMember({ merchantId, programId, input, joinDetails, memberId, leaveOut: [...leaveOut] });
      await mailCardLink(merchantId, memberId, "joined", language);
      if (joinDetails.consent.marketingAt)
        await recordChange({ kind: "marketing-confirmation.requested", merchantId, memberId, language });
      return;
    } catch (error) {
      // Another join took a key since the look-up (look again), or the referrer is gone (join without).
      if (isReferralRefusal(error)) input = { ...input, referralCode: null };
      else if (!isMemberExists(error)) throw error;
    }
  }
  throw new Error("the join kept racing other joins for its e-mail, phone or external id");
}
