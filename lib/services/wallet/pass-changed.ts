import { enqueueApplePassUpdates } from "@/lib/services/wallet/apple-pass-updates";
import { enqueueGooglePassUpdates } from "@/lib/services/wallet/google-pass-updates";
import type { PassSubject } from "@/lib/services/wallet/pass-identity";

/**
 * Something a pass shows has changed. `subject` is one member or card; `program` means every pass of the
 * program (an offer went live or was cancelled, the program's design changed). `voided` when the member or
 * card was erased or deleted: the pass is voided and loses its personal data.
 */
export type PassChange = {
  merchantId: string;
  programId: string;
  target: { subject: PassSubject } | { program: true };
  voided?: boolean;
  /** When the change happened (default: now); the same change written again with its time is one update. */
  now?: Date;
  /** A change that takes effect later (a scheduled offer going live): the updates are sent then. */
  effectiveAt?: Date;
};

/**
 * Writes the outbox rows that bring every installed copy of the pass up to date (Apple: an APNs push per
 * registered device; Google: a patch of the object). Call it after the change is stored.
 */
export async function passChanged(change: PassChange): Promise<void> {
  await Promise.all([enqueueApplePassUpdates(change), enqueueGooglePassUpdates(change)]);
}
