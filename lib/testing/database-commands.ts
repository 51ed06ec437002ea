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

/**
 * The commands `work` sends, in order (collection and command name), read from the driver's command events
 * (the test suite runs with MONGODB_MONITOR_COMMANDS=1). Work running concurrently elsewhere in the file would
 * be counted too: call it where nothing else runs.
 */
export async function commandsSentBy(work: () => Promise<unknown>): Promise<string[]> {
  const { commandListeners } = await import("@/lib/db/command-listeners");
  const sent: string[] = [];
  const listener = (event: CommandStartedEvent) => {
    const command = event.command as Record<string, unknown>;
    sent.push(`${event.commandName} ${String(command[event.commandName] ?? "")}`);
  };
  commandListeners.add(listener);
  try {
    await work();
  } finally {
    commandListeners.delete(listener);
  }
  return sent;
}
