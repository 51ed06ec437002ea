import { describe, expect, it } from "vitest";
import {
  RECENT_ENTRIES,
  type WarmLedger,
  warmAfterAppend,
  warmScanTimes,
} from "@/lib/services/ledger/warm-ledger";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 12, minutes));
const entry = (sequence: number, minutes: number, source = "scan") => ({
  sequence,
  balanceAfter: sequence * 10,
  lifetimeAfter: sequence * 10,
  createdAt: at(minutes),
  source,
});

describe("the warm copy of a member's ledger", () => {
  it("answers the scans since a moment, newest first, stopping at the first older entry as the ledger read does", () => {
    let ledger: WarmLedger = { lastSequence: 0, balance: 0, lifetime: 0, recent: [], isWhole: true };
    ledger = warmAfterAppend(ledger, entry(1, 0));
    ledger = warmAfterAppend(ledger, entry(2, 10, "manual"));
    ledger = warmAfterAppend(ledger, entry(3, 20));
    expect(ledger).toMatchObject({ lastSequence: 3, balance: 30, lifetime: 30, isWhole: true });
    expect(warmScanTimes(ledger, at(5))).toEqual([at(20)]);
    expect(warmScanTimes(ledger, at(0))).toEqual([at(20), at(0)]);
  });

  it("does not answer for a moment before what it holds: the append reads the ledger then", () => {
    // A copy made from a read that walked back only to one entry (no scan rules asked for more).
    const partial: WarmLedger = {
      lastSequence: 7,
      balance: 70,
      lifetime: 70,
      recent: [{ at: at(30), isScan: true }],
      isWhole: false,
    };
    expect(warmScanTimes(partial, at(25))).toBeNull();
    expect(warmScanTimes(partial, at(40))).toEqual([]);
  });

  it("keeps a bounded number of entries and then no longer claims to hold the whole ledger", () => {
    let ledger: WarmLedger = { lastSequence: 0, balance: 0, lifetime: 0, recent: [], isWhole: true };
    const appended = RECENT_ENTRIES + 6;
    for (let sequence = 1; sequence <= appended; sequence++)
      ledger = warmAfterAppend(ledger, entry(sequence, sequence));
    expect(ledger.recent).toHaveLength(RECENT_ENTRIES);
    expect(ledger.isWhole).toBe(false);
    expect(warmScanTimes(ledger, at(0))).toBeNull();
    expect(warmScanTimes(ledger, at(appended - 1))?.length).toBe(2);
  });
});
