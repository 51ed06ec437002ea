import { DAY_MS } from "@/lib/clock";
import { ApplePassRegistration, type StoredRegistration } from "@/lib/db/models/apple-pass-registration";
import { programScopeOf } from "@/lib/db/models/apple-pass-version";
import { getEnv } from "@/lib/env";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { AttemptOutcome, OutboxHandler, RetryPolicy, StoredOutboxMessage } from "@/lib/outbox/types";
import { type MessageEvent, recordMessageEvents } from "@/lib/services/message-stats/message-events";
import {
  type ApnsOutboxPayload,
  enqueuePushRows,
  type PushTarget,
  pushTargetOf,
} from "@/lib/services/pass-updates/apns-push-rows";
import { recordPassVersion } from "@/lib/services/pass-updates/pass-versions";
import { type ApnsClient, apnsClient, isAppleApnsUrl } from "@/lib/services/wallet/apple/apns-client";
import { type PassSigner, resolveIssuedPassSigner } from "@/lib/services/wallet/apple/pass-signer";
import { announceIfPassRemoved } from "@/lib/services/wallet/apple/pass-stays";

export type SignerLookup = (options: {
  merchantId: string;
  passTypeIdentifier: string;
}) => Promise<PassSigner>;

const RETRY: RetryPolicy = { baseDelayMs: 5_000, maxDelayMs: 600_000, giveUpAfterMs: DAY_MS };

const isRetryableStatus = (status: number) => status === 0 || status === 429 || status >= 500;

type Sender = { client: () => ApnsClient; signerOf: SignerLookup; apnsUrl: () => string };
type PushPayload = ApnsOutboxPayload & { action: "push" };

/** A retry's devices as they are now: unregistered ones dropped, newer tokens taken. */
async function currentTargets(devices: PushTarget[]): Promise<PushTarget[]> {
  const found = await Promise.all(
    devices.map((device) =>
      ApplePassRegistration.findById(device.registrationId, { pushToken: 1, passTypeIdentifier: 1 }).lean(),
    ),
  );
  return found.flatMap((registration) => (registration ? [pushTargetOf(registration)] : []));
}

/** One device: the push, and what APNs' answer means for its registration (410: the device is gone). */
async function pushToDevice(sender: Sender, merchantId: string, target: PushTarget, at: Date) {
  const { registrationId, pushToken, passTypeIdentifier } = target;
  const signer = await sender.signerOf({ merchantId, passTypeIdentifier });
  // No device holds a pass signed by the development chain: Apple would refuse the certificate anyway.
  if (signer.isDevelopment && isAppleApnsUrl(sender.apnsUrl())) return { ok: true, isPushed: false } as const;
  const answer = await sender.client().send({ signer, pushToken, topic: passTypeIdentifier });
  if (answer.status === 200) return { ok: true, isPushed: true } as const;
  if (answer.status === 410) {
    // Only the token APNs refused: a device that registered again meanwhile keeps its new one.
    const removed = await ApplePassRegistration.findOneAndDelete({
      _id: registrationId,
      pushToken,
    }).lean<StoredRegistration>();
    if (removed) await announceIfPassRemoved(removed, at);
    return { ok: true, isPushed: false, isDeviceGone: true } as const;
  }
  const error = `APNs answered ${answer.status || "nothing"}${answer.reason ? ` (${answer.reason})` : ""}`;
  return { ok: false, error, isRetryable: isRetryableStatus(answer.status) } as const;
}

type PushOutcome = AttemptOutcome & { isPushed?: boolean; isDeviceGone?: boolean };

/**
 * A message's pushes in its stats: each one APNs accepted, each whose device is gone (410: the pass was removed
 * from it — not a failure of ours, its own figure), and each that failed for good (decision 047).
 */
async function countMessagePushes(
  messageId: string,
  targets: PushTarget[],
  outcomes: PushOutcome[],
  at: Date,
) {
  const events = outcomes.flatMap((outcome, index): MessageEvent[] => {
    const what = (targets[index] as PushTarget).registrationId;
    if (outcome.ok && outcome.isDeviceGone) return [{ type: "apple-device-gone", what, at }];
    if (outcome.ok) return outcome.isPushed ? [{ type: "apple-push-sent", what, at }] : [];
    return outcome.isRetryable === false ? [{ type: "failure", what: `apns:${what}`, at }] : [];
  });
  await recordMessageEvents(messageId, events);
}

/**
 * A row's devices, pushed together. The first attempt uses the tokens the row was written with (read a moment
 * before, with the change); a retry reads the registrations again. A row of one device answers its outcome (the
 * outbox retries it); in a row of many, each device that failed and may succeed later gets a row of its own.
 */
async function pushRow(sender: Sender, message: StoredOutboxMessage, attempt: number, at: Date) {
  const payload = message.payload as PushPayload;
  const isFirstLook = attempt === 1 && !payload.isRetry;
  const targets = isFirstLook ? payload.devices : await currentTargets(payload.devices);
  const outcomes = await Promise.all(
    targets.map((target) =>
      pushToDevice(sender, payload.merchantId, target, at).catch(
        (error: unknown): PushOutcome => ({ ok: false, error: (error as Error).message }),
      ),
    ),
  );
  if (payload.messageId) await countMessagePushes(payload.messageId, targets, outcomes, at);
  if (payload.devices.length === 1) {
    const [only] = outcomes;
    return only && !only.ok ? only : ({ ok: true } as const);
  }
  const dueAt = new Date(at.getTime() + RETRY.baseDelayMs);
  for (const [index, outcome] of outcomes.entries()) {
    const target = targets[index] as PushTarget;
    if (outcome.ok || outcome.isRetryable === false) continue;
    const retry: ApnsOutboxPayload = {
      action: "push",
      merchantId: payload.merchantId,
      devices: [target],
      isRetry: true,
      ...(payload.messageId && { messageId: payload.messageId }),
    };
    const key = `${message.key}:${target.registrationId}`;
    await enqueueOutbox({ kind: "apns", key, merchantId: payload.merchantId, payload: retry, dueAt });
  }
  return { ok: true } as const;
}

/**
 * A program-wide change when it is due: recorded once for the program's passes, then push rows of up to 100
 * devices each, keyed, so a crash half-way repeats without doubling.
 */
async function fanOutProgram(
  message: StoredOutboxMessage,
  payload: ApnsOutboxPayload & { action: "program" },
) {
  const registrations = await ApplePassRegistration.find(
    { programId: payload.programId },
    { pushToken: 1, passTypeIdentifier: 1 },
  ).lean();
  await recordPassVersion({ scope: programScopeOf(payload.programId) });
  await enqueuePushRows({
    key: `${message.key}:pushes`,
    merchantId: payload.merchantId,
    targets: registrations.map(pushTargetOf),
  });
  return { ok: true } as const;
}

/**
 * Outbox kind `apns` (decision 023): Wallet pass pushes, and the fan-out of program-wide changes. 200 → done;
 * 410 → the registration is removed (`pass.removed` when it was the pass's last); no answer, 429 and 5xx →
 * retried with backoff (5 s doubling, at most 10 min apart, for a day); any other 4xx is final.
 * `client` and `signerOf` are the test seams (a stand-in's client, a signer made by the test).
 */
export function createApnsHandler({
  client = apnsClient,
  // The signer of the registration's pass type identifier (the service's for passes issued under it), cached per
  // merchant and pass type by the pass signer itself (dropped at once when a certificate changes).
  signerOf = resolveIssuedPassSigner,
  apnsUrl = () => getEnv().APNS_URL,
}: Partial<Sender> = {}): OutboxHandler {
  const sender = { client, signerOf, apnsUrl };
  return {
    retry: RETRY,
    async deliver(message, { attempt, now: at }) {
      const payload = message.payload as ApnsOutboxPayload;
      if (payload.action === "program") return fanOutProgram(message, payload);
      return pushRow(sender, message, attempt, at);
    },
  };
}
