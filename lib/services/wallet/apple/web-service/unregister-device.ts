import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import {
  ApplePassRegistration,
  registrationIdOf,
  type StoredRegistration,
} from "@/lib/db/models/apple-pass-registration";
import { announceIfPassRemoved } from "@/lib/services/wallet/apple/pass-stays";
import type { ServedPass } from "@/lib/services/wallet/apple/web-service/authorize-pass";

/**
 * The device no longer wants the pass's pushes (the customer removed the pass or turned its updates off).
 * Idempotent: an unknown registration is already gone. The pass's last device ends its stay (`pass.removed`).
 */
export async function unregisterPassDevice({
  pass,
  deviceLibraryIdentifier,
  now = systemClock,
}: {
  pass: ServedPass;
  deviceLibraryIdentifier: string;
  now?: Clock;
}): Promise<void> {
  await connectToDatabase();
  const _id = registrationIdOf(deviceLibraryIdentifier, pass.passTypeIdentifier, pass.serialNumber);
  const removed = await ApplePassRegistration.findOneAndDelete({ _id }).lean<StoredRegistration>();
  if (removed) await announceIfPassRemoved(removed, now());
}
