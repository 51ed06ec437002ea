import type { MessageAudience, MessageKind } from "@/lib/schemas/message";
import { assertAudience } from "@/lib/services/messages/audience-rules";
import { audienceBatches } from "@/lib/services/messages/resolve-audience";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/**
 * How many members a message of this kind would reach now, and how many match but lack marketing consent.
 * Sends nothing; the daily marketing limit is applied when sending (decision 047), so it is not subtracted here.
 */
export async function countAudience({
  merchantId,
  programId,
  audience,
  kind,
}: {
  merchantId: string;
  programId: string;
  audience: MessageAudience;
  kind: MessageKind;
}): Promise<{ audienceCount: number; withoutMarketingConsent: number }> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  assertAudience(audience);
  const counted = { audienceCount: 0, withoutMarketingConsent: 0 };
  for await (const batch of audienceBatches({ program, audience, kind })) {
    counted.audienceCount += batch.members.length;
    counted.withoutMarketingConsent += batch.withoutMarketingConsent;
  }
  return counted;
}
