import type { PassKind } from "@/lib/passes/image-rules";
import type { PROGRAM_TYPES } from "@/lib/schemas/program";

/**
 * The template kinds a program's passes may wear (decision 020). Apple's guidance: store cards are for loyalty,
 * points and gift cards; the generic style suits membership cards. Coupons, event tickets and boarding passes
 * say something else to the customer (an offer, a date, a journey) and Wallet files them elsewhere.
 */
export const SUITABLE_PASS_KINDS: Record<(typeof PROGRAM_TYPES)[number], readonly PassKind[]> = {
  loyalty: ["storeCard", "generic"],
  giftcard: ["storeCard"],
};

export const isSuitablePassKind = (programType: (typeof PROGRAM_TYPES)[number], kind: PassKind): boolean =>
  SUITABLE_PASS_KINDS[programType].includes(kind);

export const PROGRAM_TEMPLATE_ERROR_CODES = {
  TEMPLATE_OF_OTHER_PROGRAM:
    "The template is bound to another program (its programId); choose one of this program or of none",
  TEMPLATE_KIND_UNSUITABLE:
    "The template's passType does not suit the program: loyalty programs take storeCard or generic templates, gift-card programs storeCard",
} as const;
export type ProgramTemplateErrorCode = keyof typeof PROGRAM_TEMPLATE_ERROR_CODES;
