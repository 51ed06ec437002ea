import { isDuplicateKeyError } from "@/lib/db/errors";
import { type MessageEventType, PassMessageEvent } from "@/lib/db/models/pass-message-event";

export type MessageEvent = { type: MessageEventType; what: string; objectId?: string | null; at: Date };

/** Inserts what happened to a message, one row each, keyed so a retried step counts once (decision 002). */
export async function recordMessageEvents(messageId: string, events: MessageEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    _id: `${messageId}:${event.type}:${event.what}`,
    messageId,
    type: event.type,
    objectId: event.objectId ?? null,
    at: event.at,
  }));
  try {
    await PassMessageEvent.insertMany(rows, { ordered: false });
  } catch (error) {
    const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors ?? [error];
    if (!writeErrors.every((each) => isDuplicateKeyError((each as { err?: unknown }).err ?? each)))
      throw error;
  }
}
