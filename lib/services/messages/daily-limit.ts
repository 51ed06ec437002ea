import type { Types } from "mongoose";
import { DAY_MS } from "@/lib/clock";
import { PassMessageDelivery, utcDayOf } from "@/lib/db/models/pass-message-delivery";

/**
 * Members who had a marketing message of this program in the 24 hours before `at` (another message than this
 * one): a marketing message leaves them out and counts them (decision 047). Two `{programId, day}` reads — today's
 * and yesterday's deliveries (UTC) — and the rest in code.
 */
export async function recentlyMarketedMembers({
  programId,
  messageId,
  at,
}: {
  programId: Types.ObjectId | string;
  messageId: string;
  at: Date;
}): Promise<Set<string>> {
  const since = at.getTime() - DAY_MS;
  const days = [utcDayOf(at), utcDayOf(new Date(since))];
  const rows = (
    await Promise.all([...new Set(days)].map((day) => PassMessageDelivery.find({ programId, day }).lean()))
  ).flat();
  return new Set(
    rows
      .filter(
        (row) =>
          row.kind === "marketing" &&
          String(row.messageId) !== messageId &&
          row.at.getTime() > since &&
          row.at.getTime() <= at.getTime(),
      )
      .map((row) => String(row.memberId)),
  );
}
