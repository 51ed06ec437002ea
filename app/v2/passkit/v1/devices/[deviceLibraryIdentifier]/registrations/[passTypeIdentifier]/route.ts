import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { statusOnly } from "@/lib/api/passkit";
import { withApi } from "@/lib/api/with-api";
import { PASSKIT_OPERATIONS } from "@/lib/openapi/passkit-operations";
import { listUpdatedPasses } from "@/lib/services/wallet/apple/web-service/list-updated-passes";

// GET /v2/passkit/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier} — the device's passes changed since its tag
export const GET = withApi(PASSKIT_OPERATIONS.listUpdatedPasses, async ({ params, query }) => {
  const updated = await listUpdatedPasses({ ...params, passesUpdatedSince: query.passesUpdatedSince });
  return updated ? Response.json(updated) : statusOnly(204);
});

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
