import { enqueueOutbox } from "@/lib/outbox/enqueue";

/** A message to pass holders to fan out when due (lib/services/messages/fan-out-message.ts, decision 047). */
export type MessageFanOut = { merchantId: string; messageId: string; dueAt: Date };

/** The payload of an outbox row of kind `message`. */
export type MessageOutboxPayload = { messageId: string };

/** One outbox row per message, keyed by it: recording the message again writes nothing twice. */
export async function enqueueMessageFanOut({ merchantId, messageId, dueAt }: MessageFanOut): Promise<void> {
  const payload: MessageOutboxPayload = { messageId };
  await enqueueOutbox({ kind: "message", key: `message:${messageId}`, merchantId, payload, dueAt });
}
