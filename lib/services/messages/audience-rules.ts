import { unprocessable } from "@/lib/errors/unprocessable";
import { AUDIENCE_FILTERS, type MessageAudience } from "@/lib/schemas/message";

/** `{"all": true}` or at least one filter, not both: an audience is never chosen by leaving everything out. */
export function assertAudience(audience: MessageAudience, loc: (string | number)[] = ["body", "audience"]) {
  const filters = AUDIENCE_FILTERS.filter((name) => audience[name] != null);
  if (audience.all === true && filters.length > 0)
    throw unprocessable(loc, "give either all or filters, not both", audience);
  if (audience.all !== true && filters.length === 0)
    throw unprocessable(loc, 'give {"all": true} or at least one filter', audience);
  if (audience.minPoints != null && audience.maxPoints != null && audience.maxPoints < audience.minPoints)
    throw unprocessable([...loc, "maxPoints"], "maxPoints must not be below minPoints", audience.maxPoints);
}
