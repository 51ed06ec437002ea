import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import { recordPassVersion } from "@/lib/services/wallet/apple/pass-versions";
import { type ApnsOutboxPayload, enqueuePushRows, pushTargetOf } from "@/lib/services/wallet/apple/push-rows";
import type { PassChange } from "@/lib/services/wallet/pass-changed";
import { passSerialOf } from "@/lib/services/wallet/pass-identity";

/**
 * Apple's half of `passChanged` (decision 023): for one pass, its change is recorded (the devices' "updated
 * since" and `Last-Modified`) and one outbox row pushes every device registered for it; for a program-wide
 * change, one row whose handler does the same for every device of the program. Keyed by the change's time (or
 * `void`), so the same change written twice is one push. A pass no device registered for costs one indexed read.
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
    await enqueuePushRows({
      key: `apns:${serialNumber}:${stamp}`,
      merchantId,
      targets: registrations.map(pushTargetOf),
    });
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
