import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassRegistration, type StoredRegistration } from "@/lib/db/models/apple-pass-registration";
import type { PasskitSerialNumbersDto } from "@/lib/schemas/passkit";
import { passLastUpdatedMs } from "@/lib/services/pass-updates/pass-versions";

/**
 * How far behind the clock the returned tag stays. A change's version row is written a moment after its time
 * is taken; a tag never newer than this margin cannot pass over a row still being written. The cost: a pass
 * changed within the margin is listed again on the device's next ask (it then gets a 304).
 */
export const TAG_MARGIN_MS = 30_000;

/** The tag as we write it (milliseconds); anything else a device sends counts as no tag. */
const sinceOf = (tag: string | null | undefined) => (tag && /^\d{1,15}$/.test(tag) ? Number(tag) : null);

/**
 * `GET /v1/devices/{device}/registrations/{passType}?passesUpdatedSince=tag`: the serial numbers of the
 * device's passes of that type changed after the tag (all of them without one), and the next tag; null when
 * there are none (204), also for a device we do not know.
 */
export async function listUpdatedPasses({
  deviceLibraryIdentifier,
  passTypeIdentifier,
  passesUpdatedSince,
  now = systemClock,
}: {
  deviceLibraryIdentifier: string;
  passTypeIdentifier: string;
  passesUpdatedSince?: string | null;
  now?: Clock;
}): Promise<PasskitSerialNumbersDto | null> {
  await connectToDatabase();
  const registrations = (
    await ApplePassRegistration.find({ deviceLibraryIdentifier }).lean<StoredRegistration[]>()
  ).filter((registration) => registration.passTypeIdentifier === passTypeIdentifier);
  const since = sinceOf(passesUpdatedSince);
  const passes = await Promise.all(
    registrations.map(async (registration) => ({
      serialNumber: registration.serialNumber,
      lastUpdated: await passLastUpdatedMs({
        serialNumber: registration.serialNumber,
        programId: String(registration.programId),
      }),
    })),
  );
  const updated = passes.filter(
    (pass) => since === null || (pass.lastUpdated !== null && pass.lastUpdated > since),
  );
  if (updated.length === 0) return null;
  const newest = Math.max(...updated.map((pass) => pass.lastUpdated ?? 0));
  const tag = Math.max(0, Math.min(newest || Number.POSITIVE_INFINITY, now().getTime() - TAG_MARGIN_MS));
  return { serialNumbers: [...new Set(updated.map((pass) => pass.serialNumber))], lastUpdated: String(tag) };
}
