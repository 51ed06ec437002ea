import type { StoredOutboxMessage } from "@/lib/outbox/types";

// Next bundles its own copies of modules, so the worker (started by tools/server.ts) and a route handler
// that enqueues only share state through globalThis.
const WAKE_KEY = Symbol.for("loyaltypass.outbox.wake");
type WakeListener = (message?: StoredOutboxMessage) => void;
type WakeHolder = { [WAKE_KEY]?: Set<WakeListener> };

const listeners = (): Set<WakeListener> => {
  const holder = globalThis as WakeHolder;
  holder[WAKE_KEY] ??= new Set();
  return holder[WAKE_KEY];
};

/**
 * Asks running workers of this process to look at the outbox now instead of at their next tick. With the
 * message just written, they can send it without reading the whole outbox first.
 */
export function wakeOutboxWorker(message?: StoredOutboxMessage): void {
  for (const listener of listeners()) listener(message);
}

export function onOutboxWake(listener: WakeListener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
