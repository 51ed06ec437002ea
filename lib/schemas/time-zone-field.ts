import { isKnownTimeZone } from "@/lib/passes/time-zone";
import { text } from "@/lib/schemas/fields";

export const TIME_ZONE_MAX_LENGTH = 64;

/** An IANA time zone name the runtime knows (`Europe/Berlin`, `UTC`), else a 422 `value_error` that says so. */
export const timeZoneField = ({ description, minLength }: { description: string; minLength?: number }) =>
  text({ minLength, maxLength: TIME_ZONE_MAX_LENGTH })
    .superRefine((value, context) => {
      if (!isKnownTimeZone(value))
        context.addIssue({
          code: "custom",
          input: value,
          message: "Unknown time zone; use an IANA name such as Europe/Berlin",
        });
    })
    .meta({ description });
