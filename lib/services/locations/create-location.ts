import { connectToDatabase } from "@/lib/db/connect";
import { MerchantLocation } from "@/lib/db/models/location";
import { ServiceError } from "@/lib/errors/api-error";
import {
  type CreateLocationInput,
  LOCATION_ERROR_CODES,
  LOCATION_LIMITS,
  type LocationDto,
} from "@/lib/schemas/location";
import { type StoredLocation, toLocationDto } from "@/lib/services/locations/location-dto";

/** Adds a location; past `maxPerMerchant` active ones it is 409 `LOCATION_LIMIT_REACHED`. */
export async function createLocation({
  merchantId,
  input,
}: {
  merchantId: string;
  input: CreateLocationInput;
}): Promise<LocationDto> {
  await connectToDatabase();
  const stored = await MerchantLocation.find({ merchantId }, { status: 1 }).lean();
  const activeCount = stored.filter((location) => location.status !== "archived").length;
  if (activeCount >= LOCATION_LIMITS.maxPerMerchant)
    throw new ServiceError("LOCATION_LIMIT_REACHED", LOCATION_ERROR_CODES.LOCATION_LIMIT_REACHED, 409);
  const created = await MerchantLocation.create({
    merchantId,
    ...input,
    address: { ...input.address, line2: input.address.line2 || null },
    relevantText: input.relevantText || null,
  });
  return toLocationDto(created.toObject() as StoredLocation);
}
