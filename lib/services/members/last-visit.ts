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
  const oldest = Math.max(1, last - BUCKETS_READ * LEDGER_BUCKET_SIZE + 1);
  for (let from = last; from >= oldest; from -= LEDGER_BUCKET_SIZE) {
    const entries = await readLedgerRange(memberId, from, Math.max(oldest, from - LEDGER_BUCKET_SIZE + 1));
    const entry = entries.find((candidate) => candidate.locationId);
    if (!entry) continue;
    const location = await getLocationOrThrow({ merchantId, locationId: String(entry.locationId) }).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      },
    );
    return location ? { at: entry.createdAt, locationName: location.name } : null;
  }
  return null;
}
