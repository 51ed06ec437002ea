import type { Types } from "mongoose";
import { MerchantLocation } from "@/lib/db/models/location";
import { LOCATION_LIMITS } from "@/lib/schemas/location";
import type { StoredLocation } from "@/lib/services/locations/location-dto";

/** What a pass carries of a location: Apple's `locations` entry (Google's `merchantLocations` drops the text). */
export type PassLocation = { latitude: number; longitude: number; relevantText: string | null };

/**
 * The program's active locations in its `locationIds` order, at most 10 (Apple reads no more from pass.json;
 * Google takes no more on a class): one `{merchantId}` read, none when the program names no location. An
 * archived or removed location is left out.
 */
export async function passLocationsOf(program: {
  merchantId: Types.ObjectId | string;
  locationIds?: (Types.ObjectId | string)[] | null;
}): Promise<PassLocation[]> {
  const ids = (program.locationIds ?? []).map(String);
  if (ids.length === 0) return [];
  const stored = await MerchantLocation.find({ merchantId: program.merchantId }).lean<StoredLocation[]>();
  const active = new Map(
    stored
      .filter((location) => location.status !== "archived")
      .map((location) => [String(location._id), location]),
  );
  return [...new Set(ids)]
    .flatMap((id) => {
      const location = active.get(id);
      return location ? [location] : [];
    })
    .slice(0, LOCATION_LIMITS.maxPerProgram)
    .map((location) => ({
      latitude: location.latitude,
      longitude: location.longitude,
      relevantText: location.relevantText ?? null,
    }));
}
