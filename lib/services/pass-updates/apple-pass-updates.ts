import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { findPlain } from "@/lib/db/plain-read";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import {
  type ApnsOutboxPayload,
  enqueuePushRows,
  pushTargetOf,
} from "@/lib/services/pass-updates/apns-push-rows";
import { passSerialOf } from "@/lib/services/pass-updates/pass-identity";
import type { PassUpdate } from "@/lib/services/pass-updates/pass-update";
import { recordPassVersion } from "@/lib/services/pass-updates/pass-versions";

/**
 * Apple's half of `passChanged` (decision 023): for one pass, its change is recorded (the devices' "updated
 * since" and `Last-Modified`) and one outbox row pushes every device registered for it; for a program-wide
 * change, one row whose handler does the same for every device of the program. Keyed by the change's time (or
 * `void`), so the same change written twice is one push. A pass no device registered for costs one indexed read.
 */
export async function enqueueApplePassUpdates(change: PassUpdate): Promise<void> {
  const { merchantId, programId, target } = change;
  await connectToDatabase();
  const stamp = change.voided ? "void" : String(change.at.getTime());
  if ("subject" in target) {
    const serialNumber = passSerialOf(target.subject);
    const registrations = await findPlain<Parameters<typeof pushTargetOf>[0]>(
      ApplePassRegistration,
      { serialNumber },
      { projection: { pushToken: 1, passTypeIdentifier: 1 } },
    );
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
