import { ApiError } from "@/lib/errors/api-error";
import { LEDGER_BUCKET_SIZE, readLedgerRange } from "@/lib/services/ledger/member-ledger-sequence";
import { getLocationOrThrow } from "@/lib/services/locations/get-location";
import { lastLedgerSequence } from "@/lib/services/members/points-ledger";

/** How far back the member's page looks for a visit: this many ledger buckets, newest first. */
const BUCKETS_READ = 5;

/**
 * Where the member was last (issue 30): the newest ledger entry naming a location — a scan, a redemption or an
 * adjustment there — within the newest few buckets, read by `{ledgerKey}` equality (never the whole history), and
 * that location's name (archived ones too). Null when none names one or the location is gone.
 */
export async function lastVisitOf({
  merchantId,
  memberId,
}: {
  merchantId: string;
  memberId: string;
}): Promise<{ at: Date; locationName: string } | null> {
  const last = await lastLedgerSequence(memberId);
  // A local step: Next's production bundler once left an imported name unbound in this loop's update clause.
  const step = LEDGER_BUCKET_SIZE;
  const oldest = Math.max(1, last - BUCKETS_READ * step + 1);
  let entry: Awaited<ReturnType<typeof readLedgerRange>>[number] | undefined;
  for (let from = last; from >= oldest && !entry; from -= step) {
    const entries = await readLedgerRange(memberId, from, Math.max(oldest, from - step + 1));
    entry = entries.find((candidate) => candidate.locationId);
  }
  if (!entry) return null;
  const location = await getLocationOrThrow({ merchantId, locationId: String(entry.locationId) }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    },
  );
  return location ? { at: entry.createdAt, locationName: location.name } : null;
}
