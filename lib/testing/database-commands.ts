import type { CommandStartedEvent } from "mongodb";

// What the driver sends, read from its command monitoring (MONGODB_MONITOR_COMMANDS=1): the filters a shard
// router would route by, and the documents an insert would place.

export type SentFilter = { collection: string; command: string; filter: Record<string, unknown> };
export type SentInsert = { collection: string; document: Record<string, unknown> };

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** The filters of one command: a find's, each update's and delete's, an aggregation's leading `$match`. */
export function filtersOf(event: Pick<CommandStartedEvent, "commandName" | "command">): SentFilter[] {
  const command = event.command as Record<string, unknown>;
  const collection = String(command[event.commandName] ?? "");
  const one = (filter: unknown): SentFilter => ({
    collection,
    command: event.commandName,
    filter: asRecord(filter),
  });
  switch (event.commandName) {
    case "find":
      return [one(command.filter)];
    case "count":
    case "distinct":
    case "findAndModify":
      return [one(command.query)];
    case "update":
      return ((command.updates as unknown[]) ?? []).map((update) => one(asRecord(update).q));
    case "delete":
      return ((command.deletes as unknown[]) ?? []).map((deletion) => one(asRecord(deletion).q));
    case "aggregate": {
      const [first] = (command.pipeline as unknown[]) ?? [];
      return [one(asRecord(first).$match)];
    }
    default:
      return [];
  }
}

export function insertsOf(event: Pick<CommandStartedEvent, "commandName" | "command">): SentInsert[] {
  if (event.commandName !== "insert") return [];
  const command = event.command as Record<string, unknown>;
  const collection = String(command.insert);
  return ((command.documents as unknown[]) ?? []).map((document) => ({
    collection,
    document: asRecord(document),
  }));
}

/** The driver's command events `work` causes, in order (MONGODB_MONITOR_COMMANDS=1), for a test to look into. */
export async function commandEventsDuring(work: () => Promise<unknown>): Promise<CommandStartedEvent[]> {
  const { commandListeners } = await import("@/lib/db/command-listeners");
  const events: CommandStartedEvent[] = [];
  const listener = (event: CommandStartedEvent) => events.push(event);
  commandListeners.add(listener);
  try {
    await work();
  } finally {
    commandListeners.delete(listener);
  }
  return events;
}

/**
 * The commands `work` sends, in order (`<command> <collection>`, from the driver's command events: the test suite
 * and the benches run with MONGODB_MONITOR_COMMANDS=1), and its round trips on the app's connection: how often the
 * driver went from no command in flight to one (commands sent together are one round trip; a stage that starts while
 * another is still in flight is counted with it, so this is at most the critical path's length). Work running
 * concurrently elsewhere would be counted too: call it where nothing else runs.
 */
export async function commandsSentBy(
  work: () => Promise<unknown>,
): Promise<{ sent: string[]; roundTrips: number }> {
  const [{ commandListeners }, { default: mongoose }] = await Promise.all([
    import("@/lib/db/command-listeners"),
    import("mongoose"),
  ]);
  const client = mongoose.connection.getClient();
  const sent: string[] = [];
  let inFlight = 0;
  let roundTrips = 0;
  const listener = (event: CommandStartedEvent) => {
    const command = event.command as Record<string, unknown>;
    sent.push(`${event.commandName} ${String(command[event.commandName] ?? "")}`);
  };
  const started = () => {
    if (inFlight++ === 0) roundTrips++;
  };
  const ended = () => {
    inFlight--;
  };
  commandListeners.add(listener);
  client.on("commandStarted", started);
  client.on("commandSucceeded", ended);
  client.on("commandFailed", ended);
  try {
    await work();
  } finally {
    commandListeners.delete(listener);
    client.off("commandStarted", started);
    client.off("commandSucceeded", ended);
    client.off("commandFailed", ended);
  }
  return { sent, roundTrips };
}
