import { unprocessable } from "@/lib/errors/unprocessable";
import type { MessageAudience } from "@/lib/schemas/message";

const FILTERS = [
  "tiers",
  "minPoints",
  "maxPoints",
  "joinedAfter",
  "joinedBefore",
  "lastScanAfter",
  "lastScanBefore",
  "memberIds",
] as const;

/** `{"all": true}` or at least one filter, not both: an audience is never chosen by leaving everything out. */
export function assertAudience(audience: MessageAudience, loc: (string | number)[] = ["body", "audience"]) {
  const filters = FILTERS.filter((name) => audience[name] != null);
  if (audience.all === true && filters.length > 0)
    throw unprocessable(loc, "give either all or filters, not both", audience);
  if (audience.all !== true && filters.length === 0)
    throw unprocessable(loc, 'give {"all": true} or at least one filter', audience);
  if (audience.minPoints != null && audience.maxPoints != null && audience.maxPoints < audience.minPoints)
    throw unprocessable([...loc, "maxPoints"], "maxPoints must not be below minPoints", audience.maxPoints);
}
