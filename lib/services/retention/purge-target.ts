import type { Types } from "mongoose";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { GiftCard } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { Offer } from "@/lib/db/models/offer";
import { Program } from "@/lib/db/models/program";
import type { PurgeTaskKind } from "@/lib/db/models/purge-task";
import { Template } from "@/lib/db/models/template";
import { revokeCardLink } from "@/lib/services/card-link-store/card-links";
import { forgetCardSeq } from "@/lib/services/ledger/card-sequence";
import { deleteAllImagesOf } from "@/lib/services/pass-images/delete-images";
import { forgetApplePass, forgetProgramApplePasses } from "@/lib/services/pass-updates/forget-passes";
import { purgeMember, purgeProgramMembers } from "@/lib/services/retention/purge-members";

const PURGED_CARD_FIELDS = {
  lastFourDigits: null,
  securityCodeHash: null,
  securityCodeSealed: null,
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
 * - program (and issue 9's gift-card-program): the program, its offers and their card images, every card of it
 *   and their ledgers; templates that named it are kept and no longer name it.
 * - gift-card: its page's link and its ledger are deleted and the card becomes a tombstone that only keeps its `seq` slot.
 * - member: its keys and ledger are deleted and the member becomes a tombstone that only keeps its `seq` slot.
 * - gdpr-subject: the audit record forgets the HMACs of the e-mail / customer id it was about.
 */
export async function purgeTarget({
  kind,
  targetId,
  at,
}: {
  kind: PurgeTaskKind;
  targetId: Types.ObjectId;
  at: Date;
}) {
  if (kind === "program" || kind === "gift-card-program") {
    await purgeProgram(targetId);
    return;
  }
  if (kind === "gift-card") {
    await forgetApplePass({ kind: "giftcard", id: String(targetId) });
    await revokeCardLink({ kind: "giftcard", id: String(targetId) });
    await GiftCardEntry.deleteMany({ cardId: targetId });
    await GiftCard.updateOne(
      { _id: targetId },
      { $set: { ...PURGED_CARD_FIELDS, cardNumber: `purged-${String(targetId)}`, purgedAt: at } },
    );
    return;
  }
  if (kind === "member") {
    await purgeMember(targetId, at);
    return;
  }
  await GdprRequest.updateOne(
    { _id: targetId },
    { $set: { "subject.emailHash": null, "subject.customerIdHash": null, subjectPurgedAt: at } },
  );
}

/** The program row goes last: a purge interrupted half-way still finds it (and its merchant) and runs again. */
async function purgeProgram(programId: Types.ObjectId) {
  const program = await Program.findById(programId, { merchantId: 1 }).lean();
  if (!program) return;
  const merchantId = String(program.merchantId);
  const offers = await Offer.find({ merchantId, programId }, { _id: 1 }).lean();
  for (const offer of offers) await deleteAllImagesOf({ merchantId, offerId: String(offer._id) });
  await Offer.deleteMany({ merchantId, programId });
  await Template.updateMany({ merchantId, programId }, { $set: { programId: null } });
  await GiftCardEntry.deleteMany({ programId });
  await GiftCard.deleteMany({ programId });
  await purgeProgramMembers(programId);
  await forgetProgramApplePasses(programId);
  await Program.deleteOne({ _id: programId });
  forgetCardSeq(programId);
}
