import type { GdprSubjectKind } from "@/lib/db/models/gdpr-request";
import { ApiError } from "@/lib/errors/api-error";
import { customerIdHashOf, emailHashOf } from "@/lib/gdpr/subject-hash";
import { NO_SUBJECT_MESSAGE } from "@/lib/schemas/gdpr";
import { getGiftCardOrThrow } from "@/lib/services/giftcards/get-gift-card";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/** Whose data a GDPR request is about, as stored: HMACs instead of the e-mail and customer id. */
export type Subject = {
  programId: string | null;
  cardId: string | null;
  memberId: string | null;
  emailHash: string | null;
  customerIdHash: string | null;
  identifiedBy: ("customerEmail" | "customerId" | "cardId" | "memberId")[];
};

export type SubjectInput = {
  merchantId: string;
  programId?: string | null;
  cardId?: string | null;
  memberId?: string | null;
  customerId?: string | null;
  customerEmail?: string | null;
  /** The request body, echoed as `input` of the 422 when nobody is named. */
  body: unknown;
  /** The 422's wording names the query parameters of the endpoint asked. */
  noSubjectMessage?: string;
};

/** Checks the scope (another merchant's program, card or member: 404) and that someone is named (else 422). */
export async function resolveSubject(input: SubjectInput): Promise<Subject> {
  const customerId = input.customerId?.trim() || null;
  const customerEmail = input.customerEmail?.trim() || null;
  const cardId = input.cardId ?? null;
  const memberId = input.memberId ?? null;
  const programId = input.programId ?? null;
  if (!customerId && !customerEmail && !cardId && !memberId) {
    throw new ApiError(422, [
      {
        type: "value_error",
        loc: ["body"],
        msg: `Value error, ${input.noSubjectMessage ?? NO_SUBJECT_MESSAGE}`,
        input: input.body,
        ctx: { error: {} },
      },
    ]);
  }
  if (programId) await getProgramOrThrow({ merchantId: input.merchantId, programId, includeDeleted: true });
  // Deleted (not yet purged) cards and members still hold the person's data, so a request may name them.
  const scope = { merchantId: input.merchantId, programId, includeDeleted: true };
  if (cardId) await getGiftCardOrThrow({ ...scope, cardId });
  if (memberId) await getMemberOrThrow({ ...scope, memberId });
  return {
    programId,
    cardId,
    memberId,
    emailHash: customerEmail ? emailHashOf(customerEmail) : null,
    customerIdHash: customerId ? customerIdHashOf(customerId) : null,
    identifiedBy: [
      ...(customerEmail ? (["customerEmail"] as const) : []),
      ...(customerId ? (["customerId"] as const) : []),
      ...(cardId ? (["cardId"] as const) : []),
      ...(memberId ? (["memberId"] as const) : []),
    ],
  };
}

/**
 * What a request asked to reach, narrowed by the ids it names: a card id names no member and a member id no
 * card, so such a request does not reach (nor appear in the audit trail of) the other kind.
 */
export function reachOf(requested: readonly GdprSubjectKind[], subject: Subject): GdprSubjectKind[] {
  return requested.filter(
    (kind) => !(kind === "giftCards" && subject.memberId) && !(kind === "members" && subject.cardId),
  );
}

/** What the audit record stores of who asked, about whom and why: HMACs and ids, never the e-mail or customer id. */
export const auditFieldsOf = ({
  subject,
  requester,
  reason,
}: {
  subject: Subject;
  requester: { userId: string; role: string };
  reason?: string | null;
}) => ({
  requestedBy: requester,
  scope: { programId: subject.programId, cardId: subject.cardId, memberId: subject.memberId },
  subject: { emailHash: subject.emailHash, customerIdHash: subject.customerIdHash },
  identifiedBy: subject.identifiedBy,
  reason: reason?.trim() || null,
});
