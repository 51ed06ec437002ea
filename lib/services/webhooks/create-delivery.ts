import type { Types } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { WebhookDelivery } from "@/lib/db/models/webhook-delivery";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { StoredDelivery } from "@/lib/services/webhooks/webhook-dto";

export type NewDelivery = {
  key: string;
  merchantId: Types.ObjectId;
  webhookId: Types.ObjectId;
  eventId: string;
  eventType: string;
  occurredAt: Date;
  body: string;
  redeliveryOf?: Types.ObjectId;
};

/**
 * Writes the delivery (its log entry) and then its outbox row, both keyed so that doing it again after a
 * crash between the two finds the delivery and writes the missing row.
 */
export async function createDelivery(delivery: NewDelivery): Promise<StoredDelivery> {
  let stored: StoredDelivery | null;
  try {
    stored = (
      await WebhookDelivery.create({ ...delivery, status: "pending", nextAttemptAt: new Date() })
    ).toObject() as StoredDelivery;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    stored = await WebhookDelivery.findOne({ key: delivery.key }).lean<StoredDelivery>();
    if (!stored) throw error;
  }
  await enqueueOutbox({
    kind: "webhook",
    key: `delivery:${String(stored._id)}`,
    merchantId: stored.merchantId,
    payload: { deliveryId: String(stored._id) },
  });
  return stored;
}

/** The exact bytes every attempt signs and sends (Standard Webhooks: `type`, `timestamp`, `data`). */
export const deliveryBodyOf = (type: string, occurredAt: Date, data: unknown) =>
  JSON.stringify({ type, timestamp: occurredAt.toISOString(), data });
