import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { LOCATION_OPERATIONS } from "@/lib/openapi/location-operations";
import { deleteLocation } from "@/lib/services/locations/delete-location";
import { getLocationOrThrow } from "@/lib/services/locations/get-location";
import { toLocationDto } from "@/lib/services/locations/location-dto";
import { updateLocation } from "@/lib/services/locations/update-location";

// GET /v2/locations/{locationId} — one location (archived ones too)
export const GET = withApi(LOCATION_OPERATIONS.getLocation, async ({ params, merchantId }) =>
  Response.json(toLocationDto(await getLocationOrThrow({ merchantId, locationId: params.locationId }))),
);

// PUT /v2/locations/{locationId} — change a location (partial); its programs' passes follow
export const PUT = withApi(LOCATION_OPERATIONS.updateLocation, async ({ params, body, merchantId }) =>
  Response.json(await updateLocation({ merchantId, locationId: params.locationId, input: body })),
);

// DELETE /v2/locations/{locationId} — remove it, or archive it when a program or an entry names it
export const DELETE = withApi(LOCATION_OPERATIONS.deleteLocation, async ({ params, merchantId }) => {
  await deleteLocation({ merchantId, locationId: params.locationId });
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, PUT, DELETE);
