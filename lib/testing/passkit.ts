import {
  POST as registerRoute,
  DELETE as unregisterRoute,
} from "@/app/v2/passkit/v1/devices/[deviceLibraryIdentifier]/registrations/[passTypeIdentifier]/[serialNumber]/route";
import { GET as listRoute } from "@/app/v2/passkit/v1/devices/[deviceLibraryIdentifier]/registrations/[passTypeIdentifier]/route";
import {
  HEAD as passHeadRoute,
  GET as passRoute,
} from "@/app/v2/passkit/v1/passes/[passTypeIdentifier]/[serialNumber]/route";
import { passAuthenticationTokenOf } from "@/lib/services/pass-updates/pass-identity";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";

// A device talking to the PassKit web service, as Wallet does: through the route handlers, with the pass's token.

export type DevicePass = { passTypeIdentifier: string; serialNumber: string };

export const applePassHeader = (serialNumber: string) => ({
  authorization: `ApplePass ${passAuthenticationTokenOf(serialNumber)}`,
});

/** A device library identifier and an APNs push token of a made-up device. */
export function newDevice(label: string) {
  const hex = Buffer.from(`${label}-${Math.random()}`).toString("hex");
  return { deviceLibraryIdentifier: `dev${hex.slice(0, 29)}`, pushToken: hex.padEnd(64, "0").slice(0, 64) };
}

const registrationPath = (device: string, pass: DevicePass) =>
  `/v2/passkit/v1/devices/${device}/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`;

export function registerDevice(
  device: { deviceLibraryIdentifier: string; pushToken: string },
  pass: DevicePass,
  options: Partial<CallOptions> = {},
) {
  return callRoute(registerRoute, {
    method: "POST",
    path: registrationPath(device.deviceLibraryIdentifier, pass),
    params: { deviceLibraryIdentifier: device.deviceLibraryIdentifier, ...pass },
    json: { pushToken: device.pushToken },
    headers: applePassHeader(pass.serialNumber),
    ...options,
  });
}

export function unregisterDevice(
  device: { deviceLibraryIdentifier: string },
  pass: DevicePass,
  options: Partial<CallOptions> = {},
) {
  return callRoute(unregisterRoute, {
    method: "DELETE",
    path: registrationPath(device.deviceLibraryIdentifier, pass),
    params: { deviceLibraryIdentifier: device.deviceLibraryIdentifier, ...pass },
    headers: applePassHeader(pass.serialNumber),
    ...options,
  });
}

export function listUpdated(deviceLibraryIdentifier: string, passTypeIdentifier: string, since?: string) {
  const query = since === undefined ? "" : `?passesUpdatedSince=${encodeURIComponent(since)}`;
  return callRoute(listRoute, {
    path: `/v2/passkit/v1/devices/${deviceLibraryIdentifier}/registrations/${passTypeIdentifier}${query}`,
    params: { deviceLibraryIdentifier, passTypeIdentifier },
  });
}

export function fetchPass(pass: DevicePass, options: Partial<CallOptions> & { isHead?: boolean } = {}) {
  const { isHead, ...rest } = options;
  return callRoute(isHead ? passHeadRoute : passRoute, {
    method: isHead ? "HEAD" : "GET",
    path: `/v2/passkit/v1/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`,
    params: { ...pass },
    ...rest,
    headers: { ...applePassHeader(pass.serialNumber), ...rest.headers },
  });
}

/** The pass's bytes, as a device downloads it (callRoute reads bodies as text). */
export async function fetchPassBytes(pass: DevicePass): Promise<Buffer> {
  const response = await passRoute(
    new Request(`http://localhost/v2/passkit/v1/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`, {
      headers: applePassHeader(pass.serialNumber),
    }),
    { params: Promise.resolve({ ...pass }) },
  );
  if (response.status !== 200) throw new Error(`the pass answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
