import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { counterLocationIdsOf } from "@/lib/api/operation-roles";
import { withApi } from "@/lib/api/with-api";
import { LOCATION_OPERATIONS } from "@/lib/openapi/location-operations";
import { createLocation } from "@/lib/services/locations/create-location";
import { listLocations } from "@/lib/services/locations/list-locations";

// GET /v2/locations — the merchant's locations by name (a cashier bound to locations: theirs, for the scanner)
export const GET = withApi(LOCATION_OPERATIONS.listLocations, async ({ query, merchantId, user }) => {
  const { items } = await listLocations({ merchantId, includeArchived: query.includeArchived });
  const own = counterLocationIdsOf(user);
  return Response.json({ items: own.length ? items.filter((item) => own.includes(item.id)) : items });
});

// POST /v2/locations — add a location (at most 100 active)
export const POST = withApi(LOCATION_OPERATIONS.createLocation, async ({ body, merchantId }) => {
  const location = await createLocation({ merchantId, input: body });
  return Response.json(location, { status: 201, headers: { Location: `/v2/locations/${location.id}` } });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
