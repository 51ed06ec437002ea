import { MerchantLocation } from "@/lib/db/models/location";
import type { LocationDto, UpdateLocationInput } from "@/lib/schemas/location";
import { getLocationOrThrow } from "@/lib/services/locations/get-location";
import { type StoredLocation, toLocationDto } from "@/lib/services/locations/location-dto";
import {
  programsWithLocation,
  refreshProgramsWithLocation,
} from "@/lib/services/locations/programs-with-location";

/** Partial update; the passes of the programs that name the location are brought up to date. */
export async function updateLocation({
  merchantId,
  locationId,
  input,
}: {
  merchantId: string;
  locationId: string;
  input: UpdateLocationInput;
}): Promise<LocationDto> {
  const location = await getLocationOrThrow({ merchantId, locationId });
  const changes: Record<string, unknown> = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  if (input.address) changes.address = { ...input.address, line2: input.address.line2 || null };
  if (input.relevantText !== undefined) changes.relevantText = input.relevantText || null;
  const updated = await MerchantLocation.findOneAndUpdate(
    { _id: location._id },
    { $set: changes },
    { returnDocument: "after" },
  ).lean<StoredLocation>();
  const result = updated ?? location;
  const programs = await programsWithLocation(merchantId, location._id);
  await refreshProgramsWithLocation({
    merchantId,
    programIds: programs.map((program) => program._id),
    at: result.updatedAt,
  });
  return toLocationDto(result);
}
