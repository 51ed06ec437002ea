import type { CommandStartedEvent } from "mongodb";

/**
 * Who listens to the driver's command events: the test suite's shard-key check and the benches' round-trip
 * counts. The driver emits them only with MONGODB_MONITOR_COMMANDS=1 (lib/db/connect.ts); in production nothing
 * is emitted and nothing listens. Kept free of mongoose so a test's setup can register without loading it.
 */
export const commandListeners = new Set<(event: CommandStartedEvent) => void>();
