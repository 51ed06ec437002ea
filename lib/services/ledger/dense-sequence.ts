/**
 * The highest number of a dense per-owner sequence (1, 2, 3 …, each inserted as last + 1, never reused), found
 * by a galloping then binary search of existence probes: O(log n) single-row equality reads where sort + limit
 * would decode every row on FerretDB (decision 008). Gift cards and members number themselves per program this
 * way. The newest value seen is kept as a hint (another process may have moved on; the probes check it).
 */
export function denseSequence(
  exists: (owner: string, seq: number) => Promise<boolean>,
  { maxHints = 10_000 }: { maxHints?: number } = {},
) {
  const hints = new Map<string, number>();

  function remember(owner: unknown, seq: number): void {
    const key = String(owner);
    // Hints are an optimisation only: past the cap, start over rather than grow without bound.
    if (hints.size >= maxHints && !hints.has(key)) hints.clear();
    if ((hints.get(key) ?? 0) < seq) hints.set(key, seq);
  }

  async function last(owner: unknown): Promise<number> {
    const key = String(owner);
    let low = hints.get(key) ?? 0;
    if (low > 0 && !(await exists(key, low))) low = 0;
    let step = 1;
    let high = low + step;
    while (await exists(key, high)) {
      low = high;
      step *= 2;
      high = low + step;
    }
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await exists(key, middle)) low = middle;
      else high = middle;
    }
    remember(key, low);
    return low;
  }

  return { last, remember, forget: (owner: unknown) => hints.delete(String(owner)) };
}
