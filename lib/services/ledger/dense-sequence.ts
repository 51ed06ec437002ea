import { makeRoomFor } from "@/lib/bounded-map";

/**
 * The highest number of a dense per-owner sequence (1, 2, 3 …, each inserted as last + 1, never reused), found
 * by a galloping then binary search of probes: O(log n) single-row equality reads where sort + limit would
 * decode every row on FerretDB (decision 008). Gift cards and members number themselves per program this way,
 * and a member's ledger finds its newest entry so. A probe answers the row at that number, or null; `newest`
 * also answers the row it found, so the caller need not read it again. The newest number seen is kept as a hint
 * (another process may have moved on; the probes check it).
 */
export function denseSequence<Row = unknown>(
  probe: (owner: string, seq: number) => Promise<Row | null>,
  { maxHints = 10_000 }: { maxHints?: number } = {},
) {
  const hints = new Map<string, number>();

  function remember(owner: unknown, seq: number): void {
    const key = String(owner);
    // Hints are an optimisation only: past the cap, start over rather than grow without bound.
    makeRoomFor(hints, key, maxHints);
    if ((hints.get(key) ?? 0) < seq) hints.set(key, seq);
  }

  async function newest(owner: unknown): Promise<{ seq: number; row: Row | null }> {
    const key = String(owner);
    let low = hints.get(key) ?? 0;
    let lowRow: Row | null = null;
    if (low > 0) {
      lowRow = await probe(key, low);
      if (lowRow === null) low = 0;
    }
    let step = 1;
    let high = low + step;
    for (let row = await probe(key, high); row !== null; row = await probe(key, high)) {
      [low, lowRow] = [high, row];
      step *= 2;
      high = low + step;
    }
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      const row = await probe(key, middle);
      if (row !== null) [low, lowRow] = [middle, row];
      else high = middle;
    }
    remember(key, low);
    return { seq: low, row: lowRow };
  }

  return {
    newest,
    last: async (owner: unknown) => (await newest(owner)).seq,
    remember,
    forget: (owner: unknown) => hints.delete(String(owner)),
  };
}
