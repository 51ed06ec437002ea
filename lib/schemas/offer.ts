import { z } from "zod";
import { currencyCode } from "@/lib/schemas/currencies";
import { dateTime, enumOf, int, model, num, objectId, text } from "@/lib/schemas/fields";

export const OFFER_NAME_MAX_LENGTH = 200;
export const OFFER_DESCRIPTION_MAX_LENGTH = 2000;
export const OFFER_TYPES = ["fixed", "percent", "other"] as const;
export const OFFER_STATUSES = ["DRAFT", "SCHEDULED", "LIVE", "CANCELLED"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_COUNT_MAX = 1_000_000;

const count = () => int({ ge: 0, le: OFFER_COUNT_MAX }).nullish();

const offerFields = {
  name: text({ minLength: 1, maxLength: OFFER_NAME_MAX_LENGTH }),
  description: text({ maxLength: OFFER_DESCRIPTION_MAX_LENGTH, isMultiline: true }).nullish(),
  startDate: dateTime().nullish(),
  endDate: dateTime().nullish(),
  pointsCost: count(),
  pointsMin: count(),
  pointsMax: count(),
  limitPerCustomer: count(),
  availabilityCount: count(),
  value: num({ ge: 0, le: 1_000_000 }).nullish(),
  currency: currencyCode().nullish(),
  type: enumOf(OFFER_TYPES).nullish(),
};

export const createOfferSchema = model(offerFields);
export type CreateOfferInput = z.output<typeof createOfferSchema>;

/** PUT: partial, like programs; only while the offer is not cancelled. */
export const updateOfferSchema = model(offerFields).partial();
export type UpdateOfferInput = z.output<typeof updateOfferSchema>;

export const offerListParamsSchema = model({ programId: objectId() });
export const offerParamsSchema = model({ programId: objectId(), offerId: objectId() });

export const offerResponseSchema = z.object({
  id: z.string(),
  programId: z.string(),
  merchantId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.iso.datetime().nullable(),
  endDate: z.iso.datetime().nullable(),
  pointsCost: z.number().int().nullable(),
  pointsMin: z.number().int().nullable(),
  pointsMax: z.number().int().nullable(),
  limitPerCustomer: z.number().int().nullable(),
  availabilityCount: z.number().int().nullable(),
  value: z.number().nullable(),
  currency: z.string().nullable(),
  type: z.enum(OFFER_TYPES).nullable(),
  status: z.enum(OFFER_STATUSES),
  publishedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OfferDto = z.output<typeof offerResponseSchema>;

export const offerListSchema = z.object({ items: z.array(offerResponseSchema) });

/** 409 codes of offer transitions. */
export const OFFER_ERROR_CODES = {
  OFFER_NOT_DRAFT: "Only a draft offer can be published or deleted",
  OFFER_NOT_PUBLISHED: "Only a live or scheduled offer can be cancelled",
  OFFER_CANCELLED: "A cancelled offer cannot change",
} as const;
export type OfferErrorCode = keyof typeof OFFER_ERROR_CODES;
