import { z } from "zod";
import { isCountryCode } from "@/lib/schemas/countries";
import { bool, list, model, num, objectId, str, text } from "@/lib/schemas/fields";
import { timeZoneField } from "@/lib/schemas/time-zone-field";

/** Issue 30, the shop's branches (decision 052). */
export const LOCATION_LIMITS = {
  nameMaxLength: 100,
  relevantTextMaxLength: 100,
  lineMaxLength: 200,
  postalCodeMaxLength: 20,
  cityMaxLength: 100,
  timeZoneMaxLength: 64,
  /** Active locations per merchant (archived ones do not count). */
  maxPerMerchant: 100,
  /** Locations on one program's passes: Apple reads at most 10 from pass.json. */
  maxPerProgram: 10,
} as const;

export const LOCATION_STATUSES = ["active", "archived"] as const;

const countryCode = () =>
  str({ minLength: 2, maxLength: 2 })
    .superRefine((value, context) => {
      if (!isCountryCode(value))
        context.addIssue({
          code: "custom",
          input: value,
          message: "Unknown country; use an ISO 3166-1 alpha-2 code",
        });
    })
    .transform((value) => value.toUpperCase())
    .meta({ description: "ISO 3166-1 alpha-2 code such as `DE` (case-insensitive, stored upper-case)" });

const timeZone = () =>
  timeZoneField({ minLength: 1, description: "IANA time zone name of the location, e.g. `Europe/Berlin`" });

export const locationAddressSchema = model({
  line1: text({ minLength: 1, maxLength: LOCATION_LIMITS.lineMaxLength }),
  line2: text({ maxLength: LOCATION_LIMITS.lineMaxLength }).nullish(),
  postalCode: text({ minLength: 1, maxLength: LOCATION_LIMITS.postalCodeMaxLength }),
  city: text({ minLength: 1, maxLength: LOCATION_LIMITS.cityMaxLength }),
  country: countryCode(),
});

const locationFields = {
  name: text({ minLength: 1, maxLength: LOCATION_LIMITS.nameMaxLength }),
  address: locationAddressSchema,
  latitude: num({ ge: -90, le: 90 }).meta({ description: "WGS 84 degrees, −90 to 90" }),
  longitude: num({ ge: -180, le: 180 }).meta({ description: "WGS 84 degrees, −180 to 180" }),
  relevantText: text({ maxLength: LOCATION_LIMITS.relevantTextMaxLength }).nullish().meta({
    description:
      "What the lock screen shows when an Apple pass of a program with this location comes up nearby (`relevantText` of pass.json). Null: Wallet shows the pass without a text.",
  }),
  timeZone: timeZone(),
};

export const createLocationSchema = model(locationFields);
export type CreateLocationInput = z.output<typeof createLocationSchema>;

/** PUT is partial, like programs and webhooks; `address`, when given, is given whole. */
export const updateLocationSchema = model(locationFields).partial();
export type UpdateLocationInput = z.output<typeof updateLocationSchema>;

export const locationParamsSchema = model({ locationId: objectId() });
export const listLocationsQuerySchema = model({
  includeArchived: bool().default(false).meta({ description: "Also list archived locations" }),
});

/** A program's `locationIds` field (lib/schemas/program.ts). */
export const locationIdsField = () =>
  list(objectId(), { maxLength: LOCATION_LIMITS.maxPerProgram }).meta({
    description: `Up to ${LOCATION_LIMITS.maxPerProgram} of the merchant's active locations (\`GET /v2/locations\`); another merchant's, an archived or an unknown id answers 404 \`Location not found\`. Their coordinates and \`relevantText\` go on the program's Apple passes (\`locations\`) so a pass comes up on the lock screen near the shop, and on its Google Wallet class and objects (\`locations\`).`,
  });

/** The optional `locationId` of a scan, a redemption, a manual adjustment or a gift-card redemption. */
export const entryLocationIdField = () =>
  objectId().nullish().meta({
    description:
      "Where it happened: one of the merchant's active locations (another merchant's, an archived or an unknown id answers 404 `Location not found`). Kept on the entry and counted in the overview's `?locationId=` figures.",
  });

export const locationResponseSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  name: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  relevantText: z.string().nullable(),
  timeZone: z.string(),
  status: z.enum(LOCATION_STATUSES).meta({
    description:
      "`archived`: deleted while in use (by a program or an entry); kept for history, usable nowhere",
  }),
  archivedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LocationDto = z.infer<typeof locationResponseSchema>;
export const locationListSchema = z.object({ items: z.array(locationResponseSchema) });

export const LOCATION_ERROR_CODES = {
  LOCATION_LIMIT_REACHED: `A merchant may have at most ${LOCATION_LIMITS.maxPerMerchant} active locations`,
} as const;
