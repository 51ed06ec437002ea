import { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { ApiError, notFound } from "@/lib/errors/api-error";
import type { ValidationErrorItem } from "@/lib/errors/validation-error";
import type { Language } from "@/lib/i18n/language";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { CreateMemberInput } from "@/lib/schemas/member";
import type { PublicJoinInput } from "@/lib/schemas/public-join";
import { checkReferralCode } from "@/lib/services/members/create-member";
import { memberValuesOf } from "@/lib/services/members/member-fields";
import { PROGRAM_NOT_FOUND } from "@/lib/services/programs/get-program";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { assertProgramActive } from "@/lib/services/programs/program-status";
import { joinDetailsOf, missingConsentItems } from "@/lib/services/public-join/join-consent";
import type { PublicJoinPayload } from "@/lib/services/public-join/join-payload";
import { findPublicProgram } from "@/lib/services/public-join/joinable-program";

/** Every problem of the body in one 422: the members API's (the same items) and the consent's. */
function checkValues(program: StoredProgram, input: PublicJoinInput, memberInput: CreateMemberInput) {
  const items: ValidationErrorItem[] = missingConsentItems(program, input);
  try {
    memberValuesOf({ program, input: memberInput });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    items.push(...(error.detail as ValidationErrorItem[]));
  }
  if (items.length > 0) throw new ApiError(422, items);
}

/**
 * A customer joins on the public join page. The request only decides what can be refused without knowing who is
 * a member — the program (404, 409 archived), the body and consent (422), the referral code (422, the same words
 * for an unknown code and another program's) — and then accepts the join into the outbox: the same reads and the
 * same one write for everybody, so neither the answer nor its timing says whether the e-mail, phone or external
 * id belongs to a member. The outbox worker carries the join out (`carryOutPublicJoin`, decisions 018 and 033).
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
  // Marketing asked for here counts only once confirmed by the e-mailed link (double opt-in, decision 042):
  // `consent.marketingAt` records the request, `marketingConsent` stays false until then.
  const memberInput: CreateMemberInput = { ...person, marketingConsent: false };
  checkValues(program, input, memberInput);
  // A stranger has no merchant: another program's code is as unknown to them as one that does not exist.
  if (referralCode) await checkReferralCode({ programId: id, code: referralCode, merchantId: null });
  const memberId = new Types.ObjectId().toHexString();
  const payload: PublicJoinPayload = {
    merchantId: String(program.merchantId),
    programId: id,
    memberId,
    input: { ...memberInput, referralCode },
    joinDetails: joinDetailsOf({ input, clientIp, at }),
    language,
  };
  await enqueueOutbox({
    kind: "public-join",
    key: `public-join:${memberId}`,
    merchantId: program.merchantId,
    payload,
  });
}
