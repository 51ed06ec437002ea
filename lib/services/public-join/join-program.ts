import { type Clock, systemClock } from "@/lib/clock";
import { ApiError, notFound } from "@/lib/errors/api-error";
import type { ValidationErrorItem } from "@/lib/errors/validation-error";
import type { Language } from "@/lib/i18n/language";
import type { CreateMemberInput } from "@/lib/schemas/member";
import { CARD_LINK_RESEND_LIMIT, type PublicJoinInput } from "@/lib/schemas/public-join";
import { recordChange } from "@/lib/services/changes/record-change";
import { checkReferralCode, createMember } from "@/lib/services/members/create-member";
import { type MemberValues, memberValuesOf } from "@/lib/services/members/member-fields";
import { type KeyedValues, memberIdByKey, memberKeyOf } from "@/lib/services/members/member-keys";
import { PROGRAM_NOT_FOUND } from "@/lib/services/programs/get-program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { assertProgramActive } from "@/lib/services/programs/program-status";
import { joinDetailsOf, missingConsentItems } from "@/lib/services/public-join/join-consent";
import { findPublicProgram } from "@/lib/services/public-join/joinable-program";
import { consumeRateLimit } from "@/lib/services/rate-limit/consume-rate-limit";

const KEYED_FIELDS: (keyof KeyedValues)[] = ["email", "phone", "externalId"];

/** Every problem of the body in one 422: the members API's (the same items) and the consent's. */
function checkedValues(program: StoredProgram, input: PublicJoinInput, memberInput: CreateMemberInput) {
  const items: ValidationErrorItem[] = missingConsentItems(program, input);
  let values: MemberValues | null = null;
  try {
    values = memberValuesOf({ program, input: memberInput });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    items.push(...(error.detail as ValidationErrorItem[]));
  }
  if (items.length > 0 || !values) throw new ApiError(422, items);
  return values;
}

/** The members of the program already holding the given e-mail, phone or external id (by their key rows). */
async function existingMemberIds(programId: string, values: MemberValues): Promise<string[]> {
  const ids = new Set<string>();
  for (const field of KEYED_FIELDS) {
    const value = values[field];
    if (!value) continue;
    const memberId = await memberIdByKey(memberKeyOf(programId, field, value));
    if (memberId) ids.add(String(memberId));
  }
  return [...ids];
}

/** Each existing member gets their own card link at their own address, at most a few times an hour. */
async function resendToExisting(memberIds: string[], merchantId: string, language: Language) {
  for (const id of memberIds) {
    const outcome = await consumeRateLimit({ rule: CARD_LINK_RESEND_LIMIT, clientKey: `member:${id}` });
    if (!outcome.isAllowed) continue;
    await recordChange({
      kind: "card-link.requested",
      merchantId,
      subject: { kind: "member", id, reason: "repeat" },
      language,
    });
  }
}

const isMemberExists = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.detail as { code?: string } | null)?.code === "MEMBER_EXISTS";

/**
 * A customer joins on the public join page. Answers nothing about the outcome: a new member is stored and
 * e-mailed a card link; a join with the details of an existing member stores nothing and e-mails *that* member
 * their own card link instead. Everything that can fail does so before the two paths part (program, body,
 * consent, referral code), so a refusal never depends on whether the person is a member (decision 018).
 */
export async function joinProgramPublicly({
  programId,
  input,
  clientIp,
  language,
  now = systemClock,
}: {
  programId: string;
  input: PublicJoinInput;
  clientIp: string | null;
  language: Language;
  now?: Clock;
}): Promise<void> {
  const at = now();
  // A program a stranger may join: unknown, malformed, deleted and gift-card ids alike are 404; archived 409.
  const program = await findPublicProgram(programId);
  if (!program) throw notFound(PROGRAM_NOT_FOUND);
  assertProgramActive(program);
  const id = String(program._id);
  const { consent: _consent, utm: _utm, referralCode, ...person } = input;
  const memberInput: CreateMemberInput = { ...person, marketingConsent: Boolean(input.consent.marketingAt) };
  const values = checkedValues(program, input, memberInput);
  // A referral code is checked for everyone alike; referring oneself means being a member, which is a repeat.
  if (referralCode) await checkReferralCode(id, referralCode);
  const merchantId = String(program.merchantId);
  const existing = await existingMemberIds(id, values);
  if (existing.length > 0) return resendToExisting(existing, merchantId, language);
  try {
    const member = await createMember({
      merchantId,
      programId: id,
      input: { ...memberInput, referralCode },
      joinDetails: joinDetailsOf({ input, clientIp, at }),
    });
    await recordChange({
      kind: "card-link.requested",
      merchantId,
      subject: { kind: "member", id: member.id, reason: "joined" },
      language,
    });
  } catch (error) {
    if (!isMemberExists(error)) throw error;
    // The same details joined between the look-up and the insert: that member is the one to tell.
    await resendToExisting(await existingMemberIds(id, values), merchantId, language);
  }
}
