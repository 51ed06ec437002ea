import { type Clock, systemClock } from "@/lib/clock";
import { ApplePassVersion, programScopeOf } from "@/lib/db/models/apple-pass-version";

/**
 * Records that the passes of `scope` (a serial number, or `programScopeOf(programId)`) changed, at the time the
 * row is written — after the change was stored, so a device that read the pass before it always sees a later
 * time (decision 023). One insert, so a change (a scan) pays no more; older rows are pruned when the time is
 * read. Writing a change twice only makes the time a little newer (one more download, never a missed one).
 */
export async function recordPassVersion({ scope, now = systemClock }: { scope: string; now?: Clock }) {
  await recordPassVersions({ scopes: [scope], now });
}

/** `recordPassVersion` for many passes at once (a message's audience): one insert of all their rows. */
export async function recordPassVersions({ scopes, now = systemClock }: { scopes: string[]; now?: Clock }) {
  if (scopes.length === 0) return;
  const at = now();
  await ApplePassVersion.insertMany(scopes.map((scope) => ({ scope, at })));
}

/** The newest time of a scope (ms), null without rows; rows older than it are deleted on the way. */
async function newestOfScope(scope: string): Promise<number | null> {
  const rows = await ApplePassVersion.find({ scope }, { at: 1 }).lean();
  if (rows.length === 0) return null;
  const newest = Math.max(...rows.map((row) => row.at.getTime()));
  if (rows.length > 1) await ApplePassVersion.deleteMany({ scope, at: { $lt: new Date(newest) } });
  return newest;
}

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
    newestOfScope(serialNumber),
    newestOfScope(programScopeOf(programId)),
  ]);
  if (own === null) return null;
  return Math.max(own, program ?? 0);
}

/** The pass stopped being listened to: its history restarts with the next registration. */
export async function forgetPassVersions(serialNumber: string): Promise<void> {
  await ApplePassVersion.deleteMany({ scope: serialNumber });
}
