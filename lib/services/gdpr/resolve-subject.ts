import { connectToDatabase } from "@/lib/db/connect";
import { GiftCard } from "@/lib/db/models/gift-card";
import { ApiError, notFound } from "@/lib/errors/api-error";
import { customerIdHashOf, emailHashOf } from "@/lib/gdpr/subject-hash";
import { NO_SUBJECT_MESSAGE } from "@/lib/schemas/gdpr";
import { CARD_NOT_FOUND } from "@/lib/services/giftcards/get-gift-card";
import type { StoredCard } from "@/lib/services/giftcards/ledger";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/** Whose data a GDPR request is about, as stored: HMACs instead of the e-mail and customer id. */
export type Subject = {
  programId: string | null;
  cardId: string | null;
  emailHash: string | null;
  customerIdHash: string | null;
  identifiedBy: ("customerEmail" | "customerId" | "cardId")[];
};

export type SubjectInput = {
  merchantId: string;
  programId?: string | null;
  cardId?: string | null;
  customerId?: string | null;
  customerEmail?: string | null;
  /** The request body, echoed as `input` of the 422 when nobody is named. */
  body: unknown;
};

/** Checks the scope (another merchant's program or card: 404) and that someone is named (else 422). */
export async function resolveSubject(input: SubjectInput): Promise<Subject> {
  const customerId = input.customerId?.trim() || null;
  const customerEmail = input.customerEmail?.trim() || null;
  const cardId = input.cardId ?? null;
  const programId = input.programId ?? null;
  if (!customerId && !customerEmail && !cardId) {
    throw new ApiError(422, [
      {
        type: "value_error",
        loc: ["body"],
        msg: `Value error, ${NO_SUBJECT_MESSAGE}`,
        input: input.body,
        ctx: { error: {} },
      },
    ]);
  }
  if (programId) await getProgramOrThrow({ merchantId: input.merchantId, programId, includeDeleted: true });
  if (cardId) {
    await connectToDatabase();
    const card = await GiftCard.findById(cardId).lean<StoredCard>();
    const isOwned = card && String(card.merchantId) === input.merchantId && !card.purgedAt;
    if (!isOwned || (programId && String(card.programId) !== programId)) throw notFound(CARD_NOT_FOUND);
  }
  return {
    programId,
    cardId,
    emailHash: customerEmail ? emailHashOf(customerEmail) : null,
    customerIdHash: customerId ? customerIdHashOf(customerId) : null,
    identifiedBy: [
      ...(customerEmail ? (["customerEmail"] as const) : []),
      ...(customerId ? (["customerId"] as const) : []),
      ...(cardId ? (["cardId"] as const) : []),
    ],
  };
}
