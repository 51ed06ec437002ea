// Next bundles its own copies of modules, so the worker (started by tools/server.ts) and a route handler
// that enqueues only share state through globalThis.
const WAKE_KEY = Symbol.for("loyaltypass.outbox.wake");
type WakeHolder = { [WAKE_KEY]?: Set<() => void> };

const listeners = (): Set<() => void> => {
  const holder = globalThis as WakeHolder;
  holder[WAKE_KEY] ??= new Set();
  return holder[WAKE_KEY];
};

/** Asks running workers of this process to look at the outbox now instead of at their next tick. */
export function wakeOutboxWorker(): void {
  for (const listener of listeners()) listener();
}

export function onOutboxWake(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
