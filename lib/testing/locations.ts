import { createLocationSchema } from "@/lib/schemas/location";
import { createLocation } from "@/lib/services/locations/create-location";

/** A shop of the merchant in Berlin (issue 30), by its id. */
export async function shopOf(merchantId: string, name = "Mitte"): Promise<string> {
  const location = await createLocation({
    merchantId,
    input: createLocationSchema.parse({
      name,
      address: { line1: "Torstraße 1", postalCode: "10119", city: "Berlin", country: "DE" },
      latitude: 52.53,
      longitude: 13.4,
      timeZone: "Europe/Berlin",
    }),
  });
  return location.id;
}
