import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import { recordPassVersion } from "@/lib/services/wallet/apple/pass-versions";
import type { PassChange } from "@/lib/services/wallet/pass-changed";
import { passSerialOf } from "@/lib/services/wallet/pass-identity";

/** The payload of an outbox row of kind `apns` (lib/services/wallet/apple/apns-handler.ts). */
export type ApnsOutboxPayload =
  | {
      action: "push";
      merchantId: string;
      registrationId: string;
      /** The registration's token and pass type when the row was written (a retry reads them again). */
      pushToken: string;
      passTypeIdentifier: string;
    }
  | { action: "program"; merchantId: string; programId: string };

/** The row of one device's push. */
export const pushPayloadOf = (
  merchantId: string,
  registration: { _id: string; pushToken: string; passTypeIdentifier: string },
): ApnsOutboxPayload => ({
  action: "push",
  merchantId,
  registrationId: registration._id,
  pushToken: registration.pushToken,
  passTypeIdentifier: registration.passTypeIdentifier,
});

/**
 * Apple's half of `passChanged` (decision 023): for one pass, its change is recorded (the devices' "updated
 * since" and `Last-Modified`) and one outbox row per registered device pushes it; for a program-wide change, one
 * row whose handler does the same for every device of the program. Keyed by the change's time (or `void`), so the
 * same change written twice is one push. A pass no device registered for costs one indexed read, nothing more.
 */
export async function enqueueApplePassUpdates(change: PassChange): Promise<void> {
  const { merchantId, programId, target } = change;
  await connectToDatabase();
  const stamp = change.voided ? "void" : String((change.now ?? new Date()).getTime());
  if ("subject" in target) {
    const serialNumber = passSerialOf(target.subject);
    const registrations = await ApplePassRegistration.find(
      { serialNumber },
      { pushToken: 1, passTypeIdentifier: 1 },
    ).lean();
    if (registrations.length === 0) return;
    await recordPassVersion({ scope: serialNumber });
    for (const registration of registrations) {
      const payload = pushPayloadOf(merchantId, registration);
      await enqueueOutbox({ kind: "apns", key: `apns:${registration._id}:${stamp}`, merchantId, payload });
    }
    return;
  }
  if (!(await ApplePassRegistration.exists({ programId }))) return;
  const payload: ApnsOutboxPayload = { action: "program", merchantId, programId };
  await enqueueOutbox({
    kind: "apns",
    key: `apns:program:${programId}:${stamp}`,
    merchantId,
    payload,
    dueAt: change.effectiveAt,
  });
}
