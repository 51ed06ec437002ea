import type { Types } from "mongoose";
import type { Clock } from "@/lib/clock";
import { MerchantLocation } from "@/lib/db/models/location";
import { notFound } from "@/lib/errors/api-error";
import { getLocationOrThrow, LOCATION_NOT_FOUND } from "@/lib/services/locations/get-location";

/**
 * The location an entry (scan, redemption, adjustment, gift-card redemption) names: the merchant's own and
 * active, else 404. Marked used before the entry is written, so deleting it from then on archives it instead.
 * No location named: null.
 */
export async function locationOfEntry({
  merchantId,
  locationId,
  now,
}: {
  merchantId: string;
  locationId: string | null | undefined;
  now: Clock;
}): Promise<Types.ObjectId | null> {
  if (!locationId) return null;
  const location = await getLocationOrThrow({ merchantId, locationId, isActiveOnly: true });
  if (location.usedAt) return location._id;
  const { matchedCount } = await MerchantLocation.updateOne(
    { _id: location._id, status: "active" },
    { $set: { usedAt: now() } },
  );
  if (matchedCount === 0) throw notFound(LOCATION_NOT_FOUND);
  return location._id;
}
