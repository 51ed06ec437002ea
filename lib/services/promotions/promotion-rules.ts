import { unprocessable } from "@/lib/errors/unprocessable";
import type { PromotionInput } from "@/lib/schemas/promotion";

/** Rules between fields, which no field's schema can state (their 422s are Pydantic's validator failures). */
export function assertPromotionRules(input: PromotionInput): void {
  const hasMultiplier = input.multiplier != null;
  const hasBonus = input.bonusPoints != null;
  if (hasMultiplier === hasBonus)
    throw unprocessable(
      ["body", hasMultiplier ? "bonusPoints" : "multiplier"],
      "give exactly one of multiplier and bonusPoints",
      hasMultiplier ? input.bonusPoints : null,
    );
  if (input.endAt <= input.startAt)
    throw unprocessable(["body", "endAt"], "endAt must be after startAt", input.endAt.toISOString());
  const hasStart = input.startTime != null;
  const hasEnd = input.endTime != null;
  if (hasStart !== hasEnd)
    throw unprocessable(
      ["body", hasStart ? "endTime" : "startTime"],
      "give both startTime and endTime, or neither",
      null,
    );
  if (input.startTime && input.endTime && input.endTime <= input.startTime)
    throw unprocessable(["body", "endTime"], "endTime must be after startTime", input.endTime);
}
