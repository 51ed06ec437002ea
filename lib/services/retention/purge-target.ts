import type { Types } from "mongoose";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { GiftCard } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { Program } from "@/lib/db/models/program";
import type { PurgeTaskKind } from "@/lib/db/models/purge-task";
import { forgetCardSeq } from "@/lib/services/giftcards/card-sequence";

const PURGED_CARD_FIELDS = {
  lastFourDigits: null,
  securityCodeHash: null,
  initialValueCents: null,
  currency: null,
  status: null,
  expiresAt: null,
  customerId: null,
  customerEmail: null,
  customerPhone: null,
  customerName: null,
  senderName: null,
  customMessage: null,
  customerEmailHash: null,
  customerIdHash: null,
};

/**
 * Removes one target for good. Idempotent: a purge interrupted half-way is simply run again.
 * - gift-card-program: the program, every card of it and their ledgers.
 * - gift-card: its ledger is deleted and the card becomes a tombstone that only keeps its `seq` slot.
 * - gdpr-subject: the audit record forgets the HMACs of the e-mail / customer id it was about.
 */
export async function purgeTarget({
  kind,
  targetId,
  now,
}: {
  kind: PurgeTaskKind;
  targetId: Types.ObjectId;
  now: Date;
}) {
  if (kind === "gift-card-program") {
    // Entries and cards first: a purge interrupted here still finds the program row and runs again.
    await GiftCardEntry.deleteMany({ programId: targetId });
    await GiftCard.deleteMany({ programId: targetId });
    await Program.deleteOne({ _id: targetId });
    forgetCardSeq(targetId);
    return;
  }
  if (kind === "gift-card") {
    await GiftCardEntry.deleteMany({ cardId: targetId });
    await GiftCard.updateOne(
      { _id: targetId },
      { $set: { ...PURGED_CARD_FIELDS, cardNumber: `purged-${String(targetId)}`, purgedAt: now } },
    );
    return;
  }
  await GdprRequest.updateOne(
    { _id: targetId },
    { $set: { "subject.emailHash": null, "subject.customerIdHash": null, subjectPurgedAt: now } },
  );
}
