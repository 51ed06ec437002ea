import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/errors";
import {
  ApplePassRegistration,
  registrationIdOf,
  type StoredRegistration,
} from "@/lib/db/models/apple-pass-registration";
import { announcePassInstalled, isStayAnnounced } from "@/lib/services/wallet/apple/pass-stays";
import type { ServedPass } from "@/lib/services/wallet/apple/web-service/authorize-pass";

/** The start of the pass's current stay: the oldest of its registrations', or `at` for the first. */
const staySince = (registrations: StoredRegistration[], at: Date) =>
  registrations.reduce((since, each) => (each.installedSince < since ? each.installedSince : since), at);

/**
 * Registers a device for a pass's pushes (`POST /v1/devices/{device}/registrations/{passType}/{serial}`): an
 * insert under the unique `<device>:<passType>:<serial>` id. A repeat keeps the registration and takes the
 * device's newest push token. The pass's first device begins its stay: counted as an install, credited
 * (`pointsInstallPass`, members), announced (`pass.installed`). Answers whether it was new (201) or not (200).
 */
export async function registerPassDevice({
  pass,
  deviceLibraryIdentifier,
  pushToken,
  now = systemClock,
}: {
  pass: ServedPass;
  deviceLibraryIdentifier: string;
  pushToken: string;
  now?: Clock;
}): Promise<{ isNew: boolean }> {
  await connectToDatabase();
  const { serialNumber, passTypeIdentifier } = pass;
  const _id = registrationIdOf(deviceLibraryIdentifier, passTypeIdentifier, serialNumber);
  const existing = await ApplePassRegistration.findById(_id).lean<StoredRegistration>();
  if (existing) {
    if (existing.pushToken !== pushToken)
      await ApplePassRegistration.updateOne({ _id }, { $set: { pushToken } });
    if (!(await isStayAnnounced(existing))) await announcePassInstalled(existing, now());
    return { isNew: false };
  }
  const at = now();
  const others = await ApplePassRegistration.find({ serialNumber }).lean<StoredRegistration[]>();
  try {
    await ApplePassRegistration.create({
      _id,
      deviceLibraryIdentifier,
      passTypeIdentifier,
      serialNumber,
      pushToken,
      merchantId: pass.merchantId,
      programId: pass.programId,
      installedSince: staySince(others, at),
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) return { isNew: false };
    throw error;
  }
  if (others.length === 0) {
    // Two first devices at once: both take the oldest start they can see, so both name the same stay.
    const all = await ApplePassRegistration.find({ serialNumber }).lean<StoredRegistration[]>();
    const mine = all.find((each) => each._id === _id);
    if (mine) await announcePassInstalled({ ...mine, installedSince: staySince(all, at) }, at);
  }
  return { isNew: true };
}
