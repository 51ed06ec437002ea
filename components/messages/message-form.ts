import { z } from "zod";
import {
  AUDIENCE_FILTERS,
  createMessageSchema,
  type MessageAudience,
  messageAudienceSchema,
} from "@/lib/schemas/message";

export const AUDIENCE_MODES = ["all", "segment"] as const;

/** A checkbox group answers a list, one checkbox a string or false: always a list here. */
const asList = (value: unknown) =>
  Array.isArray(value) ? value : typeof value === "string" && value !== "" ? [value] : [];

const { shape } = messageAudienceSchema;

/** The audience picker's fields: the API's own audience fields, plus all-or-segment. */
export const audienceFormSchema = z.object({
  audienceMode: z.enum(AUDIENCE_MODES),
  tiers: z.preprocess(asList, z.array(z.string())),
  minPoints: shape.minPoints,
  maxPoints: shape.maxPoints,
  joinedAfter: shape.joinedAfter,
  joinedBefore: shape.joinedBefore,
  lastScanAfter: shape.lastScanAfter,
  lastScanBefore: shape.lastScanBefore,
});
export type AudienceFormOutput = z.output<typeof audienceFormSchema>;

/** The compose form: the create schema's text, kind and sendAt, and the audience picker's fields. */
export const messageFormSchema = createMessageSchema
  .pick({ text: true, kind: true, sendAt: true })
  .extend(audienceFormSchema.shape);
export type MessageFormInput = z.input<typeof messageFormSchema>;
export type MessageFormOutput = z.output<typeof messageFormSchema>;

/** The picker's names of the API's audience fields, as they appear in the API's `loc`. */
export const AUDIENCE_FIELDS = AUDIENCE_FILTERS.filter(
  (name): name is Exclude<(typeof AUDIENCE_FILTERS)[number], "memberIds"> => name !== "memberIds",
);

/** Empty inputs are absent (null), not "" — the API would refuse "" as a number or a date. */
export const blankAsNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/**
 * The API's `audience` from the picker: `{all: true}`, or the filters given (null when a segment has none, which
 * the API refuses — the page says so instead of asking).
 */
export function audienceOf(values: AudienceFormOutput): MessageAudience | null {
  if (values.audienceMode === "all") return { all: true };
  const audience: MessageAudience = {
    tiers: values.tiers.length > 0 ? values.tiers : null,
    minPoints: values.minPoints ?? null,
    maxPoints: values.maxPoints ?? null,
    joinedAfter: values.joinedAfter ?? null,
    joinedBefore: values.joinedBefore ?? null,
    lastScanAfter: values.lastScanAfter ?? null,
    lastScanBefore: values.lastScanBefore ?? null,
  };
  return Object.values(audience).some((value) => value !== null) ? audience : null;
}

/** The audience as JSON for the API (dates as ISO text). */
export const audienceBody = (audience: MessageAudience) =>
  Object.fromEntries(
    Object.entries(audience).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
