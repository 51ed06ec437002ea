import type { Types } from "mongoose";
import type { OutboxKind, OutboxMessageDocument } from "@/lib/db/models/outbox-message";

export type StoredOutboxMessage = OutboxMessageDocument & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

export type AttemptContext = {
  attempt: number;
  now: Date;
  /** When the next attempt is due if this one fails; null when this is the last one. */
  nextAttemptAt: Date | null;
};

export type AttemptOutcome = { ok: true } | { ok: false; error: string; isRetryable?: boolean };

export type RetryPolicy = {
  /** Delay before attempt 2; doubles with each attempt after it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this long since the message was written, a failure is final. */
  giveUpAfterMs: number;
};

/** Sends one kind of outbox message. `deliver` must be safe to run again (at-least-once). */
export type OutboxHandler = {
  retry: RetryPolicy;
  deliver: (message: StoredOutboxMessage, context: AttemptContext) => Promise<AttemptOutcome>;
  /** Called once when the message is dropped after its last failed attempt. */
  onGiveUp?: (message: StoredOutboxMessage, error: string) => Promise<void>;
};

export type OutboxHandlers = Partial<Record<OutboxKind, OutboxHandler>>;
