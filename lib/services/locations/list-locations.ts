import { connectToDatabase } from "@/lib/db/connect";
import { MerchantLocation } from "@/lib/db/models/location";
import type { LocationDto } from "@/lib/schemas/location";
import { type StoredLocation, toLocationDto } from "@/lib/services/locations/location-dto";

/** The merchant's locations by name (one `{merchantId}` read, sorted in code); archived ones on request. */
export async function listLocations({
  merchantId,
  includeArchived = false,
}: {
  merchantId: string;
  includeArchived?: boolean;
}): Promise<{ items: LocationDto[] }> {
  await connectToDatabase();
  const locations = await MerchantLocation.find({ merchantId }).lean<StoredLocation[]>();
  return {
    items: locations
      .filter((location) => includeArchived || location.status !== "archived")
      .sort((a, b) => a.name.localeCompare(b.name) || String(a._id).localeCompare(String(b._id)))
      .map(toLocationDto),
  };
}
