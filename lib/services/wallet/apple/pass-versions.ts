import { type Clock, systemClock } from "@/lib/clock";
import { ApplePassVersion, programScopeOf } from "@/lib/db/models/apple-pass-version";

/**
 * Records that the passes of `scope` (a serial number, or `programScopeOf(programId)`) changed, at the time the
 * row is written — after the change was stored, so a device that read the pass before it always sees a later
 * time (decision 023). Writing a change twice only makes the time a little newer (one more download, never a
 * missed one). Older rows of the scope go, leaving about one.
 */
export async function recordPassVersion({ scope, now = systemClock }: { scope: string; now?: Clock }) {
  const at = now();
  await ApplePassVersion.create({ scope, at });
  await ApplePassVersion.deleteMany({ scope, at: { $lt: at } });
}

const newestOf = (rows: { at: Date }[]) =>
  rows.reduce<number | null>((newest, row) => Math.max(newest ?? 0, row.at.getTime()), null);

/**
 * When the pass last changed (its own changes and its program's), in ms; null while it has no row of its own,
 * which is the case exactly while no device is registered for it (the first registration writes one, the last
 * one leaving deletes them): changes are recorded only while someone listens.
 */
export async function passLastUpdatedMs({
  serialNumber,
  programId,
}: {
  serialNumber: string;
  programId: string;
}): Promise<number | null> {
  const [own, program] = await Promise.all([
    ApplePassVersion.find({ scope: serialNumber }, { at: 1 }).lean(),
    ApplePassVersion.find({ scope: programScopeOf(programId) }, { at: 1 }).lean(),
  ]);
  const ownNewest = newestOf(own);
  if (ownNewest === null) return null;
  return Math.max(ownNewest, newestOf(program) ?? 0);
}

/** The pass stopped being listened to: its history restarts with the next registration. */
export async function forgetPassVersions(serialNumber: string): Promise<void> {
  await ApplePassVersion.deleteMany({ scope: serialNumber });
}
