import type { Types } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { OverviewTally, overviewDayKeyOf } from "@/lib/db/models/overview-tally";
import type { WebhookEventType } from "@/lib/schemas/webhook";
import type { WebhookEventData } from "@/lib/schemas/webhook-events";
import { tallyOfEvent } from "@/lib/services/overview/overview-metrics";

export type RecordTallyOptions<Type extends WebhookEventType> = {
  merchantId: Types.ObjectId | string;
  type: Type;
  data: WebhookEventData<Type>;
  /** The event's key: the same change announced twice is counted once. */
  key: string;
  at: Date;
};

/** The UTC calendar day of a moment, `YYYY-MM-DD`. */
export const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts an announced change on the merchant's overview: one inserted row on the day it happened (decision
 * 024), nothing for events the overview does not count. A repeat of the same event is a duplicate key, ignored.
 */
export async function recordOverviewTally<Type extends WebhookEventType>({
  merchantId,
  type,
  data,
  key,
  at,
}: RecordTallyOptions<Type>): Promise<void> {
  const tally = tallyOfEvent(type, data);
  if (!tally) return;
  const programId = (data as { programId?: unknown }).programId;
  try {
    await OverviewTally.create({
      _id: `${type}:${key}`,
      merchantId,
      programId: typeof programId === "string" ? programId : null,
      dayKey: overviewDayKeyOf(merchantId, utcDayOf(at)),
      ...tally,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
