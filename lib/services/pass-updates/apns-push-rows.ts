import { enqueueOutbox } from "@/lib/outbox/enqueue";

/** One device to push: its registration, and its token and pass type when the row was written. */
export type PushTarget = { registrationId: string; pushToken: string; passTypeIdentifier: string };

/** The payload of an outbox row of kind `apns` (apns-handler.ts). */
export type ApnsOutboxPayload =
  | {
      action: "push";
      merchantId: string;
      devices: PushTarget[];
      /** Written for a device whose push failed in a row of many: read its registration again first. */
      isRetry?: boolean;
      /** The message to pass holders these pushes carry: their outcomes count in its stats (decision 047). */
      messageId?: string;
    }
  | { action: "program"; merchantId: string; programId: string };

/**
 * Devices per push row: a row's pushes go out together over one HTTP/2 connection, so a program-wide change of
 * 10,000 passes is 100 rows of outbox bookkeeping, not 10,000.
 */
export const PUSHES_PER_ROW = 100;

export const pushTargetOf = (registration: {
  _id: string;
  pushToken: string;
  passTypeIdentifier: string;
}): PushTarget => ({
  registrationId: registration._id,
  pushToken: registration.pushToken,
  passTypeIdentifier: registration.passTypeIdentifier,
});

/**
 * Writes the push rows of these devices, at most `PUSHES_PER_ROW` a row, keyed `key` (one row) or `key:<n>`
 * (ordered by registration, so writing them again — a resumed fan-out — repeats the same keys).
 */
export async function enqueuePushRows({
  key,
  merchantId,
  targets,
  dueAt,
  messageId,
}: {
  key: string;
  merchantId: string;
  targets: PushTarget[];
  dueAt?: Date;
  messageId?: string;
}): Promise<void> {
  const ordered = [...targets].sort((a, b) => a.registrationId.localeCompare(b.registrationId));
  const rows = Math.ceil(ordered.length / PUSHES_PER_ROW);
  for (let index = 0; index < rows; index++) {
    const devices = ordered.slice(index * PUSHES_PER_ROW, (index + 1) * PUSHES_PER_ROW);
    const payload: ApnsOutboxPayload = {
      action: "push",
      merchantId,
      devices,
      ...(messageId && { messageId }),
    };
    await enqueueOutbox({
      kind: "apns",
      key: rows === 1 ? key : `${key}:${index}`,
      merchantId,
      payload,
      dueAt,
    });
  }
}
