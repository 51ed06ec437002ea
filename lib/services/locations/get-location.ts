import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { MerchantLocation } from "@/lib/db/models/location";
import { notFound } from "@/lib/errors/api-error";
import type { StoredLocation } from "@/lib/services/locations/location-dto";

export const LOCATION_NOT_FOUND = "Location not found";

/**
 * The one lookup of a location: by `_id` alone, the merchant checked in code. Another merchant's location, an
 * unknown and a malformed id are 404 `Location not found`; so is an archived one when `isActiveOnly` (what a
 * program or an entry may name). Answers the stored row; the API's shape is `toLocationDto(location)`.
 */
export async function getLocationOrThrow({
  merchantId,
  locationId,
  isActiveOnly = false,
}: {
  merchantId: string;
  locationId: string;
  isActiveOnly?: boolean;
}): Promise<StoredLocation> {
  if (!isValidObjectId(locationId)) throw notFound(LOCATION_NOT_FOUND);
  await connectToDatabase();
  const location = await MerchantLocation.findById(locationId).lean<StoredLocation>();
  if (!location || String(location.merchantId) !== merchantId) throw notFound(LOCATION_NOT_FOUND);
  if (isActiveOnly && location.status === "archived") throw notFound(LOCATION_NOT_FOUND);
  return location;
}
