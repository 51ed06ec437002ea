import { DAY_MS } from "@/lib/clock";
import { ApplePassRegistration, type StoredRegistration } from "@/lib/db/models/apple-pass-registration";
import { programScopeOf } from "@/lib/db/models/apple-pass-version";
import { getEnv } from "@/lib/env";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { AttemptOutcome, OutboxHandler, StoredOutboxMessage } from "@/lib/outbox/types";
import { type ApnsClient, apnsClient, isAppleApnsUrl } from "@/lib/services/wallet/apple/apns-client";
import { type PassSigner, resolvePassSigner } from "@/lib/services/wallet/apple/pass-signer";
import { announceIfPassRemoved } from "@/lib/services/wallet/apple/pass-stays";
import { recordPassVersion } from "@/lib/services/wallet/apple/pass-versions";
import { type ApnsOutboxPayload, pushPayloadOf } from "@/lib/services/wallet/apple-pass-updates";

export type SignerLookup = (options: {
  merchantId: string;
  passTypeIdentifier: string;
}) => Promise<PassSigner>;

/** A merchant's signer is looked up once a minute at most: a burst of pushes decrypts its key once. */
const SIGNER_CACHE_MS = 60_000;

function cachedSigners(lookup: SignerLookup): SignerLookup {
  const cache = new Map<string, { signer: Promise<PassSigner>; until: number }>();
  return (options) => {
    const key = `${options.merchantId}:${options.passTypeIdentifier}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.signer;
    const signer = lookup(options);
    cache.set(key, { signer, until: Date.now() + SIGNER_CACHE_MS });
    signer.catch(() => cache.delete(key));
    return signer;
  };
}

const isRetryableStatus = (status: number) => status === 0 || status === 429 || status >= 500;

type Sender = { client: () => ApnsClient; signerOf: SignerLookup; apnsUrl: () => string };

type PushPayload = ApnsOutboxPayload & { action: "push" };

/**
 * Where to push: the first attempt uses the token the row was written with (read a moment before, with the
 * change); a retry reads the registration again, which may be gone (unregistered) or hold a newer token.
 */
async function targetOf(payload: PushPayload, attempt: number) {
  if (attempt === 1) return { pushToken: payload.pushToken, passTypeIdentifier: payload.passTypeIdentifier };
  return ApplePassRegistration.findById(payload.registrationId, {
    pushToken: 1,
    passTypeIdentifier: 1,
  }).lean();
}

/** One device: the push, and what APNs' answer means for its registration (410: the device is gone). */
async function pushToDevice(
  sender: Sender,
  payload: PushPayload,
  attempt: number,
  at: Date,
): Promise<AttemptOutcome> {
  const target = await targetOf(payload, attempt);
  // Unregistered since the change: nobody is left to tell.
  if (!target) return { ok: true };
  const { pushToken, passTypeIdentifier } = target;
  const signer = await sender.signerOf({ merchantId: payload.merchantId, passTypeIdentifier });
  // No device holds a pass signed by the development chain: Apple would refuse the certificate anyway.
  if (signer.isDevelopment && isAppleApnsUrl(sender.apnsUrl())) return { ok: true };
  const answer = await sender.client().send({ signer, pushToken, topic: passTypeIdentifier });
  if (answer.status === 200) return { ok: true };
  if (answer.status === 410) {
    // Only the token APNs refused: a device that registered again meanwhile keeps its new one.
    const removed = await ApplePassRegistration.findOneAndDelete({
      _id: payload.registrationId,
      pushToken,
    }).lean<StoredRegistration>();
    if (removed) await announceIfPassRemoved(removed, at);
    return { ok: true };
  }
  const error = `APNs answered ${answer.status || "nothing"}${answer.reason ? ` (${answer.reason})` : ""}`;
  return { ok: false, error, isRetryable: isRetryableStatus(answer.status) };
}

/**
 * A program-wide change when it is due: recorded once for the program's passes, then one keyed push row per
 * registered device, so a crash half-way repeats without doubling and no attempt sends thousands of pushes.
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
  for (const registration of registrations) {
    const row = pushPayloadOf(payload.merchantId, registration);
    await enqueueOutbox({
      kind: "apns",
      key: `${message.key}:${registration._id}`,
      merchantId: payload.merchantId,
      payload: row,
    });
  }
  return { ok: true } as const;
}

/**
 * Outbox kind `apns` (decision 023): a Wallet pass push to one device, or the fan-out of a program-wide change.
 * 200 → done; 410 → the registration is removed (`pass.removed` when it was the pass's last); no answer, 429
 * and 5xx → retried with backoff (5 s doubling, at most 10 min apart, for a day); any other 4xx is final.
 * `client` and `signerOf` are the test seams (a stand-in's client, a signer made by the test).
 */
export function createApnsHandler({
  client = apnsClient,
  signerOf = cachedSigners(resolvePassSigner),
  apnsUrl = () => getEnv().APNS_URL,
}: Partial<Sender> = {}): OutboxHandler {
  const sender = { client, signerOf, apnsUrl };
  return {
    retry: { baseDelayMs: 5_000, maxDelayMs: 600_000, giveUpAfterMs: DAY_MS },
    async deliver(message, { attempt, now }) {
      const payload = message.payload as ApnsOutboxPayload;
      if (payload.action === "program") return fanOutProgram(message, payload);
      return pushToDevice(sender, payload, attempt, now);
    },
  };
}
