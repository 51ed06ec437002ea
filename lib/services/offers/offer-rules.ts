import { unprocessable } from "@/lib/errors/unprocessable";

type OfferBounds = {
  startDate?: Date | null;
  endDate?: Date | null;
  pointsMin?: number | null;
  pointsMax?: number | null;
};

/** Cross-field rules the schema cannot state field by field. */
export function assertOfferBounds(offer: OfferBounds): void {
  if (offer.startDate && offer.endDate && offer.endDate <= offer.startDate) {
    throw unprocessable(["body", "endDate"], "endDate must be after startDate", offer.endDate.toISOString());
  }
  if (offer.pointsMin != null && offer.pointsMax != null && offer.pointsMax < offer.pointsMin) {
    throw unprocessable(["body", "pointsMax"], "pointsMax must not be below pointsMin", offer.pointsMax);
  }
}
