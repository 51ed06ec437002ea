import type { Types } from "mongoose";
import { type Clock, isoOrNull, systemClock } from "@/lib/clock";
import type { OfferDocument } from "@/lib/db/models/offer";
import type { OfferDto, OfferStatus } from "@/lib/schemas/offer";

export type StoredOffer = OfferDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** A scheduled offer is live once its start date has passed; no job has to flip it. */
export function effectiveStatus(offer: Pick<StoredOffer, "status" | "startDate">, at: Date): OfferStatus {
  if (offer.status === "SCHEDULED" && offer.startDate && offer.startDate <= at) return "LIVE";
  return offer.status;
}

/** The API's offer; its `status` is the effective one at the clock's time. */
export function toOfferDto(offer: StoredOffer, now: Clock = systemClock): OfferDto {
  return {
    id: String(offer._id),
    programId: String(offer.programId),
    merchantId: String(offer.merchantId),
    name: offer.name,
    description: offer.description ?? null,
    startDate: isoOrNull(offer.startDate),
    endDate: isoOrNull(offer.endDate),
    pointsCost: offer.pointsCost ?? null,
    pointsMin: offer.pointsMin ?? null,
    pointsMax: offer.pointsMax ?? null,
    limitPerCustomer: offer.limitPerCustomer ?? null,
    availabilityCount: offer.availabilityCount ?? null,
    value: offer.value ?? null,
    currency: offer.currency ?? null,
    type: offer.type ?? null,
    status: effectiveStatus(offer, now()),
    publishedAt: isoOrNull(offer.publishedAt),
    cancelledAt: isoOrNull(offer.cancelledAt),
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}
