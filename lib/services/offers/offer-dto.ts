import type { Types } from "mongoose";
import { isoOrNull } from "@/lib/clock";
import type { OfferDocument } from "@/lib/db/models/offer";
import type { OfferDto, OfferStatus } from "@/lib/schemas/offer";

export type StoredOffer = OfferDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** A scheduled offer is live once its start date has passed; no job has to flip it. */
export function effectiveStatus(
  offer: Pick<StoredOffer, "status" | "startDate">,
  now = new Date(),
): OfferStatus {
  if (offer.status === "SCHEDULED" && offer.startDate && offer.startDate <= now) return "LIVE";
  return offer.status;
}

export function toOfferDto(offer: StoredOffer): OfferDto {
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
    status: effectiveStatus(offer),
    publishedAt: isoOrNull(offer.publishedAt),
    cancelledAt: isoOrNull(offer.cancelledAt),
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}
