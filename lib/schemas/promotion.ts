import { z } from "zod";
import { dateTime, enumOf, int, list, model, objectId, str, text } from "@/lib/schemas/fields";
import { timeZoneField } from "@/lib/schemas/time-zone-field";

// Bonus-point promotions (issue 29, decision 051): "2× points on Tuesdays 15:00–17:00" or "+50 points this week".

export const PROMOTION_NAME_MAX_LENGTH = 60;
export const PROMOTION_MULTIPLIER = { min: 1, max: 10 } as const;
export const PROMOTION_BONUS_POINTS = { min: 1, max: 100_000 } as const;
/** At most this many promotions per program (past ones count until deleted): 409 `PROMOTION_LIMIT_REACHED`. */
export const PROMOTIONS_PER_PROGRAM_MAX = 50;
/** ISO order, Monday first. */
export const PROMOTION_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type PromotionDay = (typeof PROMOTION_DAYS)[number];
/** A wall-clock time `HH:MM`; `24:00` closes a window at midnight. */
export const PROMOTION_TIME_PATTERN = "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$";

const promotionTimeZone = () =>
  timeZoneField({
    description:
      "IANA time zone name, e.g. `Europe/Berlin`: `daysOfWeek`, `startTime` and `endTime` are read on its wall clock.",
  });

const wallTime = () => str({ pattern: PROMOTION_TIME_PATTERN }).nullish();

/** POST and PUT (a PUT replaces the promotion): one schema for the API, the form and the document. */
export const promotionInputSchema = model({
  name: text({ minLength: 1, maxLength: PROMOTION_NAME_MAX_LENGTH }),
  multiplier: int({ ge: PROMOTION_MULTIPLIER.min, le: PROMOTION_MULTIPLIER.max }).nullish().meta({
    description: "Points of a credit are multiplied by it. Exactly one of `multiplier` and `bonusPoints`.",
  }),
  bonusPoints: int({ ge: PROMOTION_BONUS_POINTS.min, le: PROMOTION_BONUS_POINTS.max })
    .nullish()
    .meta({ description: "Added to each credit. Exactly one of `multiplier` and `bonusPoints`." }),
  startAt: dateTime(),
  endAt: dateTime(),
  daysOfWeek: list(enumOf(PROMOTION_DAYS), { minLength: 1, maxLength: 7 })
    .nullish()
    .meta({ description: "Only on these days (in `timeZone`); null: every day." }),
  startTime: wallTime().meta({
    description: "`HH:MM` in `timeZone`; with `endTime`, only from then on each day.",
  }),
  endTime: wallTime().meta({ description: "`HH:MM` in `timeZone` (`24:00`: midnight); after `startTime`." }),
  timeZone: promotionTimeZone(),
});
export type PromotionInput = z.output<typeof promotionInputSchema>;

export const promotionListParamsSchema = model({ programId: objectId() });
export const promotionParamsSchema = model({ programId: objectId(), promotionId: objectId() });

export const promotionResponseSchema = z.object({
  id: z.string(),
  programId: z.string(),
  name: z.string(),
  multiplier: z.number().int().nullable(),
  bonusPoints: z.number().int().nullable(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  daysOfWeek: z.array(z.enum(PROMOTION_DAYS)).nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PromotionDto = z.output<typeof promotionResponseSchema>;

export const promotionListSchema = z.object({ items: z.array(promotionResponseSchema) });

export const PROMOTION_ERROR_CODES = {
  PROMOTION_LIMIT_REACHED: `A program has at most ${PROMOTIONS_PER_PROGRAM_MAX} promotions; delete one first`,
} as const;
