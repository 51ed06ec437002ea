import { type Clock, systemClock } from "@/lib/clock";
import { MerchantLocation } from "@/lib/db/models/location";
import { getLocationOrThrow } from "@/lib/services/locations/get-location";
import {
  programsWithLocation,
  refreshProgramsWithLocation,
} from "@/lib/services/locations/programs-with-location";

/**
 * Removes an unused location; one in use — named by a program, or by an entry (`usedAt`) — is archived instead:
 * it stays readable for history, leaves the programs' passes, and nothing new may name it (decision 052).
 * The removal only matches while `usedAt` is unset, so an entry naming it at that moment either lands first
 * (then it is archived) or finds it gone (404).
 */
export async function deleteLocation({
  merchantId,
  locationId,
  now = systemClock,
}: {
  merchantId: string;
  locationId: string;
  now?: Clock;
}): Promise<{ outcome: "deleted" | "archived" }> {
  const location = await getLocationOrThrow({ merchantId, locationId });
  if (location.status === "archived") return { outcome: "archived" };
  const programs = await programsWithLocation(merchantId, location._id);
  if (programs.length === 0 && !location.usedAt) {
    const { deletedCount } = await MerchantLocation.deleteOne({ _id: location._id, usedAt: null });
    if (deletedCount === 1) return { outcome: "deleted" };
  }
  const at = now();
  await MerchantLocation.updateOne({ _id: location._id }, { $set: { status: "archived", archivedAt: at } });
  await refreshProgramsWithLocation({ merchantId, programIds: programs.map((program) => program._id), at });
  return { outcome: "archived" };
}
