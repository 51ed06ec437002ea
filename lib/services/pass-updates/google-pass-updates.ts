import { connectToDatabase } from "@/lib/db/connect";
import { GoogleWalletObject } from "@/lib/db/models/google-wallet-object";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import { resolveGoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { googleObjectIdOf } from "@/lib/services/pass-updates/pass-identity";
import type { PassUpdate } from "@/lib/services/pass-updates/pass-update";

/** The payload of an outbox row of kind `google` (lib/services/wallet/google/outbox-handler.ts). */
export type GoogleOutboxPayload =
  | {
      action: "object";
      merchantId: string;
      programId: string;
      subject: PassSubject;
      voided: boolean;
      /**
       * A program-wide change re-links the member's offers: these (LIVE when the fan-out ran, their classes
       * already at Google). null: a member's own change, which leaves the offers alone.
       */
      offerIds: string[] | null;
    }
  | { action: "program"; merchantId: string; programId: string; voided: boolean };

/**
 * Google's half of `passChanged`: one outbox row that patches the subject's object, or — for a program-wide
 * change — one row that patches the class and fans out to a row per object of the program. Only objects a save
 * link created are patched (`google_wallet_objects`); without Google configuration nothing is written. The key
 * is the change's time: the same change written twice (a retried request, a resumed job with its stored time)
 * is one row, and the patch sends the state current when it runs, so a row written twice is harmless anyway.
 */
export async function enqueueGooglePassUpdates(change: PassUpdate): Promise<void> {
  const { merchantId, programId, target } = change;
  const credentials = await resolveGoogleWalletCredentials({ merchantId });
  if (!credentials) return;
  await connectToDatabase();
  const at = change.at.getTime();
  const voided = Boolean(change.voided);
  if ("subject" in target) {
    const objectId = googleObjectIdOf(credentials.issuerId, target.subject);
    if (!(await GoogleWalletObject.exists({ _id: objectId }))) return;
    const payload: GoogleOutboxPayload = {
      action: "object",
      merchantId,
      programId,
      subject: target.subject,
      voided,
      offerIds: null,
    };
    await enqueueOutbox({
      kind: "google",
      key: `google:${objectId}:${voided ? "void" : "patch"}:${at}`,
      merchantId,
      payload,
    });
    return;
  }
  if (!(await GoogleWalletObject.exists({ programId }))) return;
  const payload: GoogleOutboxPayload = { action: "program", merchantId, programId, voided };
  await enqueueOutbox({
    kind: "google",
    key: `google:program:${programId}:${voided ? "void" : "patch"}:${at}`,
    merchantId,
    payload,
    dueAt: change.effectiveAt,
  });
}
