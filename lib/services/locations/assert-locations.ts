import { getLocationOrThrow } from "@/lib/services/locations/get-location";

/**
 * A program's or a team member's `locationIds`: each one the merchant's own and active, else 404 `Location not found` (as for any
 * other merchant's id, decision 052). Undefined (an update that leaves them) checks nothing.
 */
export async function assertOwnLocations({
  merchantId,
  locationIds,
}: {
  merchantId: string;
  locationIds: string[] | null | undefined;
}): Promise<void> {
  for (const locationId of new Set(locationIds ?? []))
    await getLocationOrThrow({ merchantId, locationId, isActiveOnly: true });
}
