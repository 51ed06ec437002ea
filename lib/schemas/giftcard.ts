import { z } from "zod";
import { currencyCode } from "@/lib/schemas/currencies";
import { dateTime, decimal, email, enumOf, model, objectId, str, text } from "@/lib/schemas/fields";
import { entryLocationIdField } from "@/lib/schemas/location";
import { listPageResponseFields, listPagingFields } from "@/lib/schemas/program";

export const GIFT_CARD_LIMITS = {
  minAmount: "0.01",
  maxAmount: "10000",
  /** No reload may lift a balance above this. */
  maxBalance: "10000",
  decimalPlaces: 2,
  customerId: 255,
  customerName: 255,
  senderName: 255,
  customerPhone: 50,
  customMessage: 500,
  defaultValidityYears: 1,
  maxValidityYears: 5,
} as const;

export const GIFT_CARD_STATUSES = [
  "pending",
  "active",
  "suspended",
  "expired",
  "voided",
  "depleted",
] as const;
export const DEFAULT_CURRENCY = "EUR";

/**
 * The plain-notation strings from 0.01 to 10000 with at most two places (trailing zeros aside), so that a
 * client reading the document knows "0" and "10000.01" are refused. The server also takes Python's other
 * decimal spellings ("1e2", "1_000"); the pattern documents the plain ones.
 */
export const AMOUNT_STRING_PATTERN =
  "^\\+?(?:0*[1-9]\\d{0,3}(?:\\.\\d{1,2}0*)?|0*\\.(?:0[1-9]|[1-9]\\d?)0*|0*10000(?:\\.0+)?)$";

const amount = () =>
  decimal({
    ge: GIFT_CARD_LIMITS.minAmount,
    le: GIFT_CARD_LIMITS.maxAmount,
    decimalPlaces: GIFT_CARD_LIMITS.decimalPlaces,
    stringPattern: AMOUNT_STRING_PATTERN,
  });

export const issueGiftCardSchema = model({
  initialValue: amount(),
  currency: currencyCode().default(DEFAULT_CURRENCY),
  customerId: text({ minLength: 1, maxLength: GIFT_CARD_LIMITS.customerId }).nullish(),
  customerEmail: email().nullish(),
  customerPhone: text({ maxLength: GIFT_CARD_LIMITS.customerPhone }).nullish(),
  customerName: text({ maxLength: GIFT_CARD_LIMITS.customerName }).nullish(),
  senderName: text({ maxLength: GIFT_CARD_LIMITS.senderName }).nullish(),
  customMessage: text({ maxLength: GIFT_CARD_LIMITS.customMessage, isMultiline: true }).nullish(),
  expiresAt: dateTime().nullish(),
});
export type IssueGiftCardInput = z.output<typeof issueGiftCardSchema>;

export const ledgerAmountSchema = model({ amount: amount() });

/** Issue 28 (decision 046): the 6-digit code its holder finds on the card's page and pass, never in an API answer. */
export const SECURITY_CODE_PATTERN = "^[0-9]{6}$";
export const SECURITY_CODE_LOCKOUT = { wrongCodes: 5, minutes: 15 } as const;

/** POST …/redeem: an amount, and the card's security code where its program asks for it. */
export const redeemGiftCardSchema = model({
  amount: amount(),
  securityCode: str({ pattern: SECURITY_CODE_PATTERN })
    .nullish()
    .meta({
      description: `The card's 6-digit security code. Required (else 422 \`missing\`) when the program has \`requireSecurityCode\` and the card keeps a code (cards issued before codes were kept redeem without one); ignored otherwise. A wrong code answers 409 \`SECURITY_CODE_WRONG\`; after ${SECURITY_CODE_LOCKOUT.wrongCodes} wrong codes within ${SECURITY_CODE_LOCKOUT.minutes} minutes the card redeems nothing (429 \`SECURITY_CODE_LOCKED\`, even with the right code) until the oldest of them is ${SECURITY_CODE_LOCKOUT.minutes} minutes old.`,
      example: "042917",
    }),
  locationId: entryLocationIdField(),
});

export const giftCardProgramParamsSchema = model({ programId: objectId() });
export const giftCardParamsSchema = model({ programId: objectId(), cardId: objectId() });

export const listGiftCardsQuerySchema = model({
  status: enumOf(GIFT_CARD_STATUSES).nullish(),
  customerEmail: email().nullish(),
  lastFourDigits: str({ pattern: "^[0-9]{4}$" })
    .nullish()
    .meta({ description: "The card number's last four digits, as printed on the pass", example: "1938" }),
  ...listPagingFields(),
});
export type ListGiftCardsQuery = z.output<typeof listGiftCardsQuerySchema>;

/** The counter's lookup of one card by its full number: the number printed on the card and in its barcode. */
export const CARD_NUMBER_PATTERN = "^[0-9]{16}$";
export const giftCardLookupQuerySchema = model({
  cardNumber: str({ pattern: CARD_NUMBER_PATTERN }).meta({
    description: "The card's full 16-digit number, as its barcode carries it (no spaces)",
    example: "4829103746251938",
  }),
});

const moneyText = () => z.string().meta({ description: "Decimal string, two places", example: "25.00" });

export const giftCardResponseSchema = z.object({
  id: z.string(),
  programId: z.string(),
  merchantId: z.string(),
  cardNumber: z.string().meta({ description: "16 random digits", example: "4829103746251938" }),
  lastFourDigits: z.string(),
  balance: moneyText(),
  initialValue: moneyText(),
  currency: z.string(),
  status: z.enum(GIFT_CARD_STATUSES).meta({
    description:
      "`expired` (past `expiresAt`) and `depleted` (zero balance) are derived when read; an erased card (`erasedAt`) is `voided`. Only `active` redeems (and `depleted` reloads); the pass follows the same rule.",
  }),
  customerId: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerName: z.string().nullable(),
  senderName: z.string().nullable(),
  customMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  erasedAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: "When a GDPR erasure removed the customer data" }),
});
export type GiftCardDto = z.infer<typeof giftCardResponseSchema>;

export const giftCardPageSchema = z.object({
  items: z.array(giftCardResponseSchema),
  ...listPageResponseFields(),
  hasMore: z.boolean().meta({ description: "More matching cards follow this page" }),
  nextOffset: z
    .number()
    .int()
    .nullable()
    .meta({ description: "`offset` of the next page; null on the last" }),
});

export const ledgerEntryResponseSchema = z.object({
  sequence: z.number().int(),
  kind: z.enum(["issue", "redeem", "reload"]),
  amount: moneyText(),
  balanceAfter: moneyText(),
  locationId: z
    .string()
    .nullable()
    .meta({ description: "The merchant's location of a redemption; null: not said" }),
  actorUserId: z.string().nullable().meta({
    description:
      "The person who made the entry (an app key's creator); null: none acted (before issue 30 too)",
  }),
  actorAppKeyId: z.string().nullable().meta({
    description: "The app key that made the entry (`actorUserId` is then its creator); null: a person did",
  }),
  createdAt: z.iso.datetime(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntryResponseSchema>;

export const ledgerResultSchema = z.object({
  card: giftCardResponseSchema,
  entry: ledgerEntryResponseSchema,
});

export const GIFT_CARD_ERROR_CODES = {
  PROGRAM_NOT_GIFTCARD: "The program is not a gift-card program (programType must be giftcard)",
  INSUFFICIENT_BALANCE: "The amount is larger than the card's balance",
  BALANCE_LIMIT_EXCEEDED: `A reload may not lift the balance above ${GIFT_CARD_LIMITS.maxBalance}`,
  CARD_NOT_REDEEMABLE: "The card is not active (suspended, voided, expired or deleted)",
  LEDGER_BUSY: "Too many concurrent changes to this card; try again",
  SECURITY_CODE_WRONG: "The security code is not this card's",
  SECURITY_CODE_LOCKED: `Too many wrong security codes for this card; it cannot be redeemed for up to ${SECURITY_CODE_LOCKOUT.minutes} minutes`,
} as const;
export type GiftCardErrorCode = keyof typeof GIFT_CARD_ERROR_CODES;
