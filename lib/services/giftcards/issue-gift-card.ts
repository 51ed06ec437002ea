import { Types } from "mongoose";
import { addDays, type Clock, systemClock } from "@/lib/clock";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { bucketKeyOf, bucketOf, GiftCard, seqKeyOf } from "@/lib/db/models/gift-card";
import { ApiError } from "@/lib/errors/api-error";
import { customerIdHashOf, emailHashOf, normaliseCustomerEmail } from "@/lib/gdpr/subject-hash";
import { toMinorUnits } from "@/lib/money/minor-units";
import { GIFT_CARD_LIMITS, type GiftCardDto, type IssueGiftCardInput } from "@/lib/schemas/giftcard";
import { mailLanguageOf } from "@/lib/services/card-link-store/mail-language";
import type { Change } from "@/lib/services/changes/change";
import { recordChanges } from "@/lib/services/changes/record-change";
import { newSealedSecurityCode, randomCardNumber } from "@/lib/services/giftcards/card-secrets";
import { toGiftCardDto } from "@/lib/services/giftcards/gift-card-dto";
import {
  type EntryActor,
  ensureIssued,
  NO_ACTOR,
  readLedger,
  type StoredCard,
} from "@/lib/services/giftcards/ledger";
import { lastCardSeq, rememberCardSeq } from "@/lib/services/ledger/card-sequence";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

const MAX_ATTEMPTS = 50;
const YEAR_DAYS = 365;

function expiryOf(requested: Date | null | undefined, at: Date): Date {
  if (!requested) return addDays(at, GIFT_CARD_LIMITS.defaultValidityYears * YEAR_DAYS);
  const latest = addDays(at, GIFT_CARD_LIMITS.maxValidityYears * YEAR_DAYS + 1);
  const problem =
    requested.getTime() <= at.getTime()
      ? "expiresAt must be in the future"
      : requested.getTime() > latest.getTime()
        ? `expiresAt may be at most ${GIFT_CARD_LIMITS.maxValidityYears} years ahead`
        : null;
  if (!problem) return requested;
  throw new ApiError(422, [
    {
      type: "value_error",
      loc: ["body", "expiresAt"],
      msg: `Value error, ${problem}`,
      input: requested.toISOString(),
      ctx: { error: {} },
    },
  ]);
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * Issues a card: the next dense `seq` of the program (insert last + 1, retry on clash), then its ledger; a card
 * with a customer e-mail also queues the e-mail with the link to its page (`/g/<token>`).
 */
export async function issueGiftCard({
  merchantId,
  programId,
  input,
  actor = NO_ACTOR,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  input: IssueGiftCardInput;
  /** Who issued it (decision 053), kept on the issue entry. */
  actor?: EntryActor;
  now?: Clock;
}): Promise<GiftCardDto> {
  const program = await getProgramOrThrow({
    merchantId,
    programId,
    programType: "giftcard",
    acceptArchived: false,
  });
  const issuedAt = now();
  const email = input.customerEmail ? normaliseCustomerEmail(input.customerEmail) : null;
  const customerId = blankToNull(input.customerId);
  // Made before the insert: the sealed security code is bound to the card's id.
  const cardId = new Types.ObjectId();
  const fields = {
    _id: cardId,
    merchantId: program.merchantId,
    programId: program._id,
    securityCodeSealed: newSealedSecurityCode(cardId),
    initialValueCents: toMinorUnits(input.initialValue),
    currency: input.currency,
    status: "active" as const,
    expiresAt: expiryOf(input.expiresAt, issuedAt),
    customerId,
    customerEmail: email,
    customerPhone: blankToNull(input.customerPhone),
    customerName: blankToNull(input.customerName),
    senderName: blankToNull(input.senderName),
    customMessage: blankToNull(input.customMessage),
    customerEmailHash: email ? emailHashOf(email) : null,
    customerIdHash: customerId ? customerIdHashOf(customerId) : null,
  };
  let seq = (await lastCardSeq(program._id)) + 1;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const cardNumber = randomCardNumber();
    try {
      const created = await GiftCard.create({
        ...fields,
        seq,
        bucket: bucketOf(seq),
        seqKey: seqKeyOf(program._id, seq),
        bucketKey: bucketKeyOf(program._id, bucketOf(seq)),
        cardNumber,
        lastFourDigits: cardNumber.slice(-4),
      });
      rememberCardSeq(program._id, seq);
      const card = created.toObject() as StoredCard;
      const ledger = await ensureIssued(card, await readLedger(card._id), actor);
      const dto = toGiftCardDto(card, ledger.balanceCents, issuedAt);
      const issued: Change = {
        kind: "giftcard.issued",
        merchantId: card.merchantId,
        key: dto.id,
        data: {
          cardId: dto.id,
          programId: dto.programId,
          lastFourDigits: dto.lastFourDigits,
          currency: dto.currency,
          balance: dto.balance,
          initialValue: dto.initialValue,
          expiresAt: dto.expiresAt,
          createdAt: dto.createdAt,
        },
        at: issuedAt,
      };
      // The customer gets the card's own page by e-mail; the link's token is made when the mail is sent.
      const mailed: Change[] = email
        ? [
            {
              kind: "card-link.requested",
              merchantId: card.merchantId,
              subject: { kind: "giftcard", id: dto.id, reason: "issued" },
              language: mailLanguageOf(program.language),
            },
          ]
        : [];
      await recordChanges([issued, ...mailed]);
      return dto;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Another writer took this seq (or, rarely, the random number exists): look again and retry.
      const clashedOnSeq = JSON.stringify((error as { keyPattern?: unknown }).keyPattern ?? "").includes(
        "seq",
      );
      if (clashedOnSeq || !(error as { keyPattern?: unknown }).keyPattern)
        seq = (await lastCardSeq(program._id)) + 1;
    }
  }
  throw new Error("Could not allocate a gift card after repeated clashes");
}
