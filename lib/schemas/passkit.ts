import { z } from "zod";
import { list, model, str } from "@/lib/schemas/fields";
import { PASS_TYPE_IDENTIFIER_PATTERN } from "@/lib/schemas/program";

// Apple's PassKit web service (the pass's `webServiceURL` is `<PUBLIC_BASE_URL>/v2/passkit`). The paths and
// bodies are Apple's, not the FastAPI original's; bad input still gets a FastAPI-shaped 422.

export const PASSKIT_LIMITS = {
  identifier: 128,
  passTypeIdentifier: 255,
  /** APNs device tokens are 32 bytes (64 hex digits) today; Apple says they may grow. */
  pushToken: { min: 16, max: 512 },
  logs: 100,
  logLength: 2_000,
  /** The log endpoint's body limit (a device sends a few short lines). */
  logBodyBytes: 64 * 1024,
} as const;

const IDENTIFIER_PATTERN = "^[A-Za-z0-9._-]+$";
const identifier = () =>
  str({ minLength: 1, maxLength: PASSKIT_LIMITS.identifier, pattern: IDENTIFIER_PATTERN });
const passTypeIdentifier = () =>
  str({ pattern: PASS_TYPE_IDENTIFIER_PATTERN, maxLength: PASSKIT_LIMITS.passTypeIdentifier });

export const passkitRegistrationParamsSchema = model({
  deviceLibraryIdentifier: identifier(),
  passTypeIdentifier: passTypeIdentifier(),
  serialNumber: identifier(),
});

export const passkitDeviceParamsSchema = model({
  deviceLibraryIdentifier: identifier(),
  passTypeIdentifier: passTypeIdentifier(),
});

export const passkitPassParamsSchema = model({
  passTypeIdentifier: passTypeIdentifier(),
  serialNumber: identifier(),
});

/** `POST …/registrations/…`: where APNs reaches the device (hex, as the device sends it). */
export const passkitRegistrationSchema = model({
  pushToken: str({
    minLength: PASSKIT_LIMITS.pushToken.min,
    maxLength: PASSKIT_LIMITS.pushToken.max,
    pattern: "^[0-9A-Fa-f]+$",
  }),
});

export const passkitUpdatedQuerySchema = model({
  passesUpdatedSince: str({ maxLength: 64 })
    .nullish()
    .describe("The `lastUpdated` tag of the device's previous answer; absent: every pass of the device"),
});

/** The device's passes changed since its tag. */
export const passkitSerialNumbersSchema = z.object({
  serialNumbers: z.array(z.string()),
  lastUpdated: z.string().describe("Opaque tag: the device sends it back as `passesUpdatedSince` next time"),
});
export type PasskitSerialNumbersDto = z.output<typeof passkitSerialNumbersSchema>;

/** `POST /v1/log`: what went wrong on a device, in its own words. */
export const passkitLogSchema = model({
  logs: list(str({ maxLength: PASSKIT_LIMITS.logLength }), { maxLength: PASSKIT_LIMITS.logs }),
});
