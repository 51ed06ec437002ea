import { addDays, type Clock, systemClock } from "@/lib/clock";
import { GiftCard } from "@/lib/db/models/gift-card";
import { revokeCardLink } from "@/lib/services/card-link-store/card-links";
import { recordChange } from "@/lib/services/changes/record-change";
import { getGiftCardOrThrow } from "@/lib/services/giftcards/get-gift-card";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { schedulePurge } from "@/lib/services/retention/schedule-purge";

/**
 * Soft delete: the card disappears from the API at once (and its page's link dies) and is purged for good (with its ledger) after
 * the program's `retention_period_days`; with 0 the purge runs right away.
 */
export async function deleteGiftCard({
  merchantId,
  programId,
  cardId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  cardId: string;
  now?: Clock;
}): Promise<void> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "giftcard" });
  const card = await getGiftCardOrThrow({ merchantId, programId, cardId });
  const deletedAt = now();
  await GiftCard.updateOne({ _id: card._id }, { $set: { deletedAt } });
  await revokeCardLink({ kind: "giftcard", id: cardId });
  await schedulePurge({
    kind: "gift-card",
    targetId: card._id,
    merchantId: card.merchantId,
    dueAt: addDays(deletedAt, program.retention_period_days),
    now,
  });
  await recordChange({
    kind: "giftcard.deleted",
    merchantId: card.merchantId,
    programId: card.programId,
    cardId: card._id,
    at: deletedAt,
  });
}
