import { createStore, del, get, set, type UseStore, values } from "idb-keyval";
import type { ApiProblem } from "@/components/api/parse-api-error";
import type { ScanInput } from "@/lib/schemas/member";

/**
 * A scan taken without a network, kept on this device until the server has answered it. `key` is its
 * Idempotency-Key, made when the cashier confirmed the scan: every attempt sends the same one, so a scan whose
 * answer was lost is answered again, never credited twice. `problem` is set once the server refused it for good.
 */
export type QueuedScan = {
  key: string;
  programId: string;
  body: ScanInput;
  /** When the cashier took it (ms since 1970): the queue sends in this order. */
  takenAt: number;
  problem: ApiProblem | null;
};

const DATABASE = "loyaltypass-scanner";
const STORE = "queued-scans";

let store: UseStore | null = null;
// Opened on first use, in the browser only (the module is also imported while the page renders on the server).
const queueStore = () => {
  store ??= createStore(DATABASE, STORE);
  return store;
};

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Called after every change of the queue on this page. */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queueScan(scan: Omit<QueuedScan, "problem">): Promise<void> {
  await set(scan.key, { ...scan, problem: null } satisfies QueuedScan, queueStore());
  changed();
}

/** Every queued scan, the oldest first. */
export async function queuedScans(): Promise<QueuedScan[]> {
  const scans = await values<QueuedScan>(queueStore());
  return scans.sort((a, b) => a.takenAt - b.takenAt || a.key.localeCompare(b.key));
}

/** The server answered it (sent) or the cashier dismissed its problem: it leaves the queue. */
export async function removeQueuedScan(key: string): Promise<void> {
  await del(key, queueStore());
  changed();
}

/** The server refused it for good: it stays, with the reason, until the cashier dismisses it. */
export async function markRefused(key: string, problem: ApiProblem): Promise<void> {
  const scan = await get<QueuedScan>(key, queueStore());
  if (!scan) return;
  await set(key, { ...scan, problem } satisfies QueuedScan, queueStore());
  changed();
}
