import { type Clock, systemClock } from "@/lib/clock";
import { recordMessageEvents } from "@/lib/services/message-stats/message-events";
import { passLastUpdatedMs } from "@/lib/services/pass-updates/pass-versions";
import { buildApplePass } from "@/lib/services/wallet/apple/build-pass";
import type { ServedPass } from "@/lib/services/wallet/apple/web-service/authorize-pass";

export type LatestPass =
  | { isModified: true; lastModified: Date | null; pkpass: Buffer | null }
  | { isModified: false; lastModified: Date };

const wholeSeconds = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * The `Last-Modified` to send: the pass's last change in whole seconds (HTTP dates have no more), but only
 * once that second is over. Sent during it, a second change in the same second would hide behind a 304.
 * Null while nothing listens to the pass (no version history) or its change is this second's.
 */
function lastModifiedOf(lastUpdatedMs: number | null, nowMs: number): Date | null {
  if (lastUpdatedMs === null || wholeSeconds(lastUpdatedMs) >= wholeSeconds(nowMs)) return null;
  return new Date(wholeSeconds(lastUpdatedMs));
}

/**
 * `GET|HEAD /v1/passes/{passType}/{serial}`: the pass as it is now, signed (`buildApplePass`), or not modified
 * when the device's `If-Modified-Since` is at or after the last change. The change time is read before the pass
 * is built, so a change landing in between is sent (or seen as newer next time), never lost behind a 304.
 * `withBody: false` (HEAD) skips building and signing.
 */
export async function getLatestPass({
  pass,
  ifModifiedSince,
  withBody = true,
  now = systemClock,
}: {
  pass: ServedPass;
  ifModifiedSince: string | null;
  withBody?: boolean;
  now?: Clock;
}): Promise<LatestPass> {
  const at = now();
  const lastUpdated = await passLastUpdatedMs({ serialNumber: pass.serialNumber, programId: pass.programId });
  const lastModified = lastModifiedOf(lastUpdated, at.getTime());
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  if (lastModified && !Number.isNaN(since) && lastModified.getTime() <= since)
    return { isModified: false, lastModified };
  if (!withBody) return { isModified: true, lastModified, pkpass: null };
  const { pkpass, messageId } = await buildApplePass({
    merchantId: pass.merchantId,
    programId: pass.programId,
    subject: pass.subject,
    issuedAs: pass.passTypeIdentifier,
    now: () => at,
  });
  if (messageId)
    await recordMessageEvents(messageId, [{ type: "apple-pass-fetched", what: pass.serialNumber, at }]);
  return { isModified: true, lastModified, pkpass };
}
