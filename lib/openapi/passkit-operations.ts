import { defineOperations } from "@/lib/openapi/operation";
import {
  PASSKIT_LIMITS,
  passkitDeviceParamsSchema,
  passkitLogSchema,
  passkitPassParamsSchema,
  passkitRegistrationParamsSchema,
  passkitRegistrationSchema,
  passkitSerialNumbersSchema,
  passkitUpdatedQuerySchema,
} from "@/lib/schemas/passkit";

const tags = ["Apple Wallet web service"];
const base = "/v2/passkit/v1";
const APPLE =
  "Apple's PassKit web service (the `webServiceURL` of every Apple Wallet pass is `<PUBLIC_BASE_URL>/v2/passkit`), called by iPhones and Apple Watches, not by partners: paths, statuses and bodies follow Apple's \"PassKit Web Service Reference\", not the FastAPI original's conventions (bad input still answers a FastAPI-shaped 422).";
const UNAUTHORIZED =
  '`Authorization: ApplePass <authenticationToken>` is missing or is not this serial number\'s token (`{"detail": …}`, `WWW-Authenticate: ApplePass`)';
const NO_PASS =
  "A pass we issued, but of another pass type than its program's, or whose member or gift card was purged";
const PER_PASS = (limit: number, seconds: number) =>
  `More than ${limit} requests for this pass in ${seconds} s (after its token checked out); see \`Retry-After\``;

export const PASSKIT_OPERATIONS = defineOperations({
  registerPassDevice: {
    method: "post",
    path: `${base}/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}`,
    summary: "Register a device for a pass's update pushes",
    description: `${APPLE} The device gives its APNs push token; every later change of the pass (points, tier, balance, offers, voiding) pushes it. 201 for a new registration, 200 when the device was registered already (its newest push token is kept). A pass's first device counts as its install: the member's \`pointsInstallPass\` is credited once and \`pass.installed\` is sent (gift cards too, without points). At most 20 registrations per pass in 10 minutes.`,
    tags,
    auth: "none",
    applePassAuth: true,
    params: passkitRegistrationParamsSchema,
    body: { schema: passkitRegistrationSchema, name: "PasskitRegistration" },
    success: { status: 201, description: "Registered; no body" },
    alternateSuccess: { status: 200, description: "Already registered; no body", hasNoBody: true },
    errors: { 401: UNAUTHORIZED, 404: NO_PASS, 429: PER_PASS(20, 600) },
  },
  listUpdatedPasses: {
    method: "get",
    path: `${base}/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}`,
    summary: "The serial numbers of a device's passes changed since a tag",
    description: `${APPLE} No token (Apple's protocol sends none here). Lists the device's passes of this type changed after \`passesUpdatedSince\` (all of them without it) and the tag to send next time; 204 when none changed or the device is unknown. The tag is opaque; a pass changed within the last 30 seconds may be listed once more (then its download answers 304).`,
    tags,
    auth: "none",
    params: passkitDeviceParamsSchema,
    query: passkitUpdatedQuerySchema,
    success: {
      status: 200,
      description: "Passes changed since the tag",
      schema: passkitSerialNumbersSchema,
      name: "PasskitSerialNumbers",
    },
    alternateSuccess: { status: 204, description: "No pass changed since the tag; no body", hasNoBody: true },
  },
  unregisterPassDevice: {
    method: "delete",
    path: `${base}/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}`,
    summary: "Unregister a device from a pass's pushes",
    description: `${APPLE} The customer removed the pass or turned its updates off. 200 also when the device was not registered. The pass's last device leaving counts as its removal and sends \`pass.removed\`.`,
    tags,
    auth: "none",
    applePassAuth: true,
    params: passkitRegistrationParamsSchema,
    success: { status: 200, description: "Unregistered; no body" },
    errors: { 401: UNAUTHORIZED, 404: NO_PASS },
  },
  getLatestPass: {
    method: "get",
    answersHead: true,
    path: `${base}/passes/{passTypeIdentifier}/{serialNumber}`,
    summary: "The latest version of a pass",
    description: `${APPLE} The signed \`.pkpass\` as it is now (a deleted or erased member's pass reads as voided, without personal data). \`Last-Modified\` names the pass's last change once a device registered for it (and that second has passed); \`If-Modified-Since\` at or after it answers 304 without building the pass. HEAD answers the same status and headers without the file. At most 60 downloads per pass a minute.`,
    tags,
    auth: "none",
    applePassAuth: true,
    params: passkitPassParamsSchema,
    success: {
      status: 200,
      description: "The pass (`application/vnd.apple.pkpass`, a signed zip)",
      otherMediaTypes: {
        "application/vnd.apple.pkpass": {
          type: "string",
          format: "binary",
          description: "The signed pass",
        },
      },
    },
    notModifiedSince: true,
    errors: { 401: UNAUTHORIZED, 404: NO_PASS, 429: PER_PASS(60, 60) },
  },
  logPassDeviceMessages: {
    method: "post",
    path: `${base}/log`,
    summary: "Wallet's error reports about this web service",
    description: `${APPLE} No token. Each message is written to the server log (at most ${PASSKIT_LIMITS.logLength} characters each, shortened to 500, ${PASSKIT_LIMITS.logs} a request, 120 a minute per server; the rest are counted and dropped). Body at most ${PASSKIT_LIMITS.logBodyBytes / 1024} KiB.`,
    tags,
    auth: "none",
    maxBodyBytes: PASSKIT_LIMITS.logBodyBytes,
    body: { schema: passkitLogSchema, name: "PasskitLog" },
    success: { status: 200, description: "Received; no body" },
    usesDatabase: false,
  },
});
