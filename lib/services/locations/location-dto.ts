import type { Types } from "mongoose";
import { isoOrNull } from "@/lib/clock";
import type { LocationDocument } from "@/lib/db/models/location";
import type { LocationDto } from "@/lib/schemas/location";

export type StoredLocation = LocationDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export function toLocationDto(location: StoredLocation): LocationDto {
  const address = location.address as NonNullable<StoredLocation["address"]>;
  return {
    id: String(location._id),
    merchantId: String(location.merchantId),
    name: location.name,
    address: {
      line1: address.line1,
      line2: address.line2 ?? null,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
    },
    latitude: location.latitude,
    longitude: location.longitude,
    relevantText: location.relevantText ?? null,
    timeZone: location.timeZone,
    status: location.status === "archived" ? "archived" : "active",
    archivedAt: isoOrNull(location.archivedAt),
    createdAt: location.createdAt.toISOString(),
    updatedAt: location.updatedAt.toISOString(),
  };
}
