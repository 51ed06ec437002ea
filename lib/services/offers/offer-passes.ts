import type { OfferDto } from "@/lib/schemas/offer";
import { passChanged } from "@/lib/services/wallet/pass-changed";

/**
 * The program's passes show its live offers (and which of them the member can afford): publishing, cancelling
 * or editing a published offer updates every pass of the program, now and again when the offer starts or ends
 * (those updates wait in the outbox until then). A draft is on no pass.
 */
export async function offerChangedPasses({
  merchantId,
  offer,
  now = new Date(),
}: {
  merchantId: string;
  offer: OfferDto;
  now?: Date;
}): Promise<void> {
  if (offer.status === "DRAFT") return;
  const change = { merchantId, programId: offer.programId, target: { program: true as const } };
  await passChanged({ ...change, now });
  if (offer.status === "CANCELLED") return;
  for (const boundary of [offer.startDate, offer.endDate]) {
    const at = boundary ? new Date(boundary) : null;
    if (at && at > now) await passChanged({ ...change, now: at, effectiveAt: at });
  }
}
