import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { ApplePassRegistration, type StoredRegistration } from "@/lib/db/models/apple-pass-registration";
import { PassInstallEvent } from "@/lib/db/models/pass-install-event";
import { ApiError } from "@/lib/errors/api-error";
import { recordChange } from "@/lib/services/changes/record-change";
import { recordPassInstalled } from "@/lib/services/members/record-pass-installed";
import { type PassSubject, parsePassSerial } from "@/lib/services/pass-updates/pass-identity";
import { forgetPassVersions, recordPassVersion } from "@/lib/services/pass-updates/pass-versions";

// A pass's stay in a wallet: from its first device registering to its last one leaving (decision 023). Each
// stay is announced once as installed and once as removed, keyed by when it began, so repeating a step (a
// device's retried request, two devices at once) announces nothing twice.

type StayKind = "installed" | "removed";

export const stayEventIdOf = (serialNumber: string, since: Date, kind: StayKind) =>
  `apple:${serialNumber}:${since.getTime()}:${kind}`;

async function announce(registration: StoredRegistration, subject: PassSubject, kind: StayKind, at: Date) {
  const since = registration.installedSince;
  try {
    await PassInstallEvent.create({
      _id: stayEventIdOf(registration.serialNumber, since, kind),
      kind,
      wallet: "apple",
      merchantId: registration.merchantId,
      programId: registration.programId,
      subjectKind: subject.kind,
      subjectId: subject.id,
      at,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  await recordChange({
    kind: kind === "installed" ? "pass.installed" : "pass.removed",
    merchantId: registration.merchantId,
    key: stayEventIdOf(registration.serialNumber, since, kind),
    data: {
      passId: registration.serialNumber,
      programId: String(registration.programId),
      memberId: subject.kind === "member" ? subject.id : null,
      wallet: "apple",
      at: at.toISOString(),
    },
    at,
  });
}

/** The member's one-time `pointsInstallPass` credit (a member no longer listed earns nothing). */
async function creditInstall(subject: PassSubject, at: Date) {
  if (subject.kind !== "member") return;
  try {
    await recordPassInstalled({ memberId: subject.id, now: () => at });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/**
 * The pass's stay began with this registration (or a repeat of it found it unannounced): its history starts
 * (a version row, for `Last-Modified`), the install is counted, the member credited once, `pass.installed` sent.
 */
export async function announcePassInstalled(registration: StoredRegistration, at: Date): Promise<void> {
  const subject = parsePassSerial(registration.serialNumber);
  if (!subject) return;
  await recordPassVersion({ scope: registration.serialNumber });
  await creditInstall(subject, at);
  await announce(registration, subject, "installed", at);
}

/** Whether this stay's install was announced (a crash between registering and announcing leaves it not). */
export async function isStayAnnounced(registration: StoredRegistration): Promise<boolean> {
  const id = stayEventIdOf(registration.serialNumber, registration.installedSince, "installed");
  return (await PassInstallEvent.exists({ _id: id })) !== null;
}

/**
 * After a registration was removed (the device unregistered, or APNs said it is gone): if it was the pass's
 * last, the stay ends — `pass.removed`, the removal counted, and the pass's history forgotten.
 */
export async function announceIfPassRemoved(registration: StoredRegistration, at: Date): Promise<void> {
  await connectToDatabase();
  if (await ApplePassRegistration.exists({ serialNumber: registration.serialNumber })) return;
  const subject = parsePassSerial(registration.serialNumber);
  if (!subject) return;
  await announce(registration, subject, "removed", at);
  await forgetPassVersions(registration.serialNumber);
}
