import { defineOperations } from "@/lib/openapi/operation";
import {
  createLocationSchema,
  LOCATION_LIMITS,
  listLocationsQuerySchema,
  locationListSchema,
  locationParamsSchema,
  locationResponseSchema,
  updateLocationSchema,
} from "@/lib/schemas/location";

// Issue 30: the merchant's shops, named on programs (their passes' lock-screen locations) and on entries
// (scans, redemptions, adjustments, gift-card redemptions) so the overview can tell branches apart. Decision 052.
const tags = ["Locations"];
const path = "/v2/locations";
const one = `${path}/{locationId}`;
const NOT_FOUND = { 404: "No such location for this merchant (another merchant's is reported the same way)" };
const location = { schema: locationResponseSchema, name: "Location" };
const FIELDS = `\`name\` 1–${LOCATION_LIMITS.nameMaxLength} characters; \`address\` with \`line1\`, optional \`line2\`, \`postalCode\`, \`city\` and \`country\` (ISO 3166-1 alpha-2, else 422 \`value_error\`); \`latitude\` −90…90 and \`longitude\` −180…180 (WGS 84); \`relevantText\` at most ${LOCATION_LIMITS.relevantTextMaxLength} characters (the lock-screen text of Apple passes); \`timeZone\` an IANA name (else 422 \`value_error\`).`;

export const LOCATION_OPERATIONS = defineOperations({
  createLocation: {
    method: "post",
    path,
    idempotent: true,
    summary: "Add a location",
    description: `${FIELDS} At most ${LOCATION_LIMITS.maxPerMerchant} active locations per merchant: one more answers 409 \`LOCATION_LIMIT_REACHED\` (archived ones do not count).`,
    tags,
    auth: "merchant",
    body: { schema: createLocationSchema, name: "LocationCreate" },
    success: { status: 201, description: "The location", ...location, hasLocation: true },
    conflictCodes: ["LOCATION_LIMIT_REACHED"],
  },
  listLocations: {
    method: "get",
    path,
    summary: "List locations",
    description: `The merchant's active locations (at most ${LOCATION_LIMITS.maxPerMerchant}) by name; \`includeArchived=true\` adds the archived ones. A cashier bound to locations (decision 053) gets theirs only: the scanner offers them to choose from.`,
    tags,
    auth: "merchant",
    query: listLocationsQuerySchema,
    success: { status: 200, description: "The locations", schema: locationListSchema, name: "LocationList" },
  },
  getLocation: {
    method: "get",
    path: one,
    summary: "Get a location",
    description: "Archived locations too (`status: archived`).",
    tags,
    auth: "merchant",
    params: locationParamsSchema,
    success: { status: 200, description: "The location", ...location },
    errors: NOT_FOUND,
  },
  updateLocation: {
    method: "put",
    path: one,
    summary: "Update a location",
    description: `Partial (\`address\`, when sent, is sent whole). ${FIELDS} The passes of the programs that name it are updated.`,
    tags,
    auth: "merchant",
    params: locationParamsSchema,
    body: { schema: updateLocationSchema, name: "LocationUpdate" },
    success: { status: 200, description: "The location", ...location },
    errors: NOT_FOUND,
  },
  deleteLocation: {
    method: "delete",
    path: one,
    summary: "Delete a location",
    description:
      "An unused location is removed (a later GET answers 404). One in use — named by a program's `locationIds` or by any entry (scan, redemption, adjustment, gift-card redemption) — is archived instead: it stays readable with `status: archived` so history keeps its name, leaves the programs' passes, and nothing new may name it (404 there). Deleting an archived location changes nothing. Both answer 204.",
    tags,
    auth: "merchant",
    params: locationParamsSchema,
    success: { status: 204, description: "Removed, or archived when in use" },
    errors: NOT_FOUND,
  },
});
