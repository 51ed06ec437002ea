import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { PASSKIT_RATE_LIMITS, passRateLimit, statusOnly } from "@/lib/api/passkit";
import { withApi } from "@/lib/api/with-api";
import { PASSKIT_OPERATIONS } from "@/lib/openapi/passkit-operations";
import { registerPassDevice } from "@/lib/services/wallet/apple/web-service/register-device";
import { unregisterPassDevice } from "@/lib/services/wallet/apple/web-service/unregister-device";

// POST /v2/passkit/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber} — a device asks for the pass's pushes
export const POST = withApi(PASSKIT_OPERATIONS.registerPassDevice, async ({ params, body, pass }) => {
  const headers = await passRateLimit(pass, PASSKIT_RATE_LIMITS.register);
  const { isNew } = await registerPassDevice({
    pass,
    deviceLibraryIdentifier: params.deviceLibraryIdentifier,
    pushToken: body.pushToken,
  });
  return statusOnly(isNew ? 201 : 200, headers);
});

// DELETE /v2/passkit/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber} — the device no longer wants them
export const DELETE = withApi(PASSKIT_OPERATIONS.unregisterPassDevice, async ({ params, pass }) => {
  await unregisterPassDevice({ pass, deviceLibraryIdentifier: params.deviceLibraryIdentifier });
  return statusOnly(200);
});

export const { GET, PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(POST, DELETE);
