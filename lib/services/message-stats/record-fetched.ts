import { PassMessageDelivery } from "@/lib/db/models/pass-message-delivery";
import { recordMessageEvents } from "@/lib/services/message-stats/message-events";

/**
 * A device downloaded a member's pass through the PassKit web service: the newest message delivered to the
 * member reached the phone (`stats.applePassesFetched`, once per pass; decision 047).
 */
export async function recordMessageFetched({
  memberId,
  serialNumber,
  at,
}: {
  memberId: string;
  serialNumber: string;
  at: Date;
}): Promise<void> {
  const deliveries = await PassMessageDelivery.find({ memberId }, { messageId: 1, at: 1 }).lean();
  const newest = deliveries.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  if (!newest) return;
  await recordMessageEvents(String(newest.messageId), [
    { type: "apple-pass-fetched", what: serialNumber, at },
  ]);
}
