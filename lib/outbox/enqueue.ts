import type { Types } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { type OutboxKind, OutboxMessage } from "@/lib/db/models/outbox-message";
import type { StoredOutboxMessage } from "@/lib/outbox/types";
import { wakeOutboxWorker } from "@/lib/outbox/wake";

export type EnqueueOptions = {
  kind: OutboxKind;
  /** Unique per thing to send: writing the same key again (a retried request, a resumed job) is a no-op. */
  key: string;
  merchantId?: Types.ObjectId | string | null;
  payload: Record<string, unknown>;
  dueAt?: Date;
};

/** Writes one outbox row; the worker sends it with retries, also after a restart. */
export async function enqueueOutbox({ kind, key, merchantId = null, payload, dueAt }: EnqueueOptions) {
  try {
    const created = await OutboxMessage.create({
      kind,
      key,
      merchantId,
      payload,
      dueAt: dueAt ?? new Date(),
      attempt: 1,
    });
    wakeOutboxWorker(created.toObject() as StoredOutboxMessage);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    wakeOutboxWorker();
  }
}
