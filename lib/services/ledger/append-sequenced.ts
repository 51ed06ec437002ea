import { setTimeout as sleep } from "node:timers/promises";
import { isDuplicateKeyError } from "@/lib/db/errors";

/** What every sequenced ledger's state has: the newest sequence, so the next entry is `last + 1`. */
export type SequencedState = { lastSequence: number };

const MAX_ATTEMPTS = 60;

/**
 * The append loop shared by the gift-card and member points ledgers (decisions 002, 008, 011). `read` loads
 * the ledger as it is now; `write` decides from that state (throwing refuses the change, `null` means nothing
 * to do) and inserts the entry at `state.lastSequence + 1`. The unique `(owner, sequence)` index turns a race
 * into E11000 for the loser, who reads again and decides again: no balance is overdrawn by two writers that
 * saw the same state, no accepted change is lost, and a once-only check made against the state holds.
 */
export async function appendSequenced<State extends SequencedState, Entry>({
  read,
  write,
  busy,
}: {
  read: () => Promise<State>;
  write: (state: State) => Promise<Entry | null>;
  /** The error when the ledger stays contended past every retry. */
  busy: () => Error;
}): Promise<{ entry: Entry | null; state: State }> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const state = await read();
    try {
      return { entry: await write(state), state };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Spread the retries of many racing writers a little, so each round lets one through quickly.
      await sleep(Math.floor(Math.random() * 4 * attempt));
    }
  }
  throw busy();
}
