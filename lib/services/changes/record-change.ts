import { connectToDatabase } from "@/lib/db/connect";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { Change } from "@/lib/services/changes/change";
import { type Effects, effectsOf } from "@/lib/services/changes/effects";
import { enqueueMail } from "@/lib/services/changes/mail-request";
import { enqueueMessageFanOut } from "@/lib/services/changes/message-fan-out";
import { recordOverviewTallies } from "@/lib/services/changes/overview-tallies";
import { enqueueWebhookEvents } from "@/lib/services/changes/webhook-events";
import { enqueuePassUpdates, programsWearingTemplate } from "@/lib/services/pass-updates/pass-updates";

async function enqueueTemplateUpdates(template: Effects["templates"][number]) {
  const programIds = await programsWearingTemplate(template);
  await Promise.all(
    programIds.map((programId) =>
      enqueuePassUpdates({
        merchantId: template.merchantId,
        programId,
        target: { program: true },
        at: template.at,
      }),
    ),
  );
}

/** Everything a change leads to outside the service: webhook events, pass updates, e-mails, messages. */
export async function writeOutwardEffects(
  change: Change,
  effects: Effects = effectsOf(change),
): Promise<void> {
  const { events, passes, templates, mails, messages = [] } = effects;
  await Promise.all([
    ...(events.length > 0 && "at" in change
      ? [enqueueWebhookEvents({ merchantId: change.merchantId, events, at: change.at })]
      : []),
    ...passes.map(enqueuePassUpdates),
    ...templates.map(enqueueTemplateUpdates),
    ...mails.map(enqueueMail),
    ...messages.map(enqueueMessageFanOut),
  ]);
}

/**
 * Decision 059: one `change` outbox row instead of the outward effects' look-ups and rows (the merchant's
 * webhooks, Google credentials, the pass's devices), written by the worker from it (change-handler.ts) with
 * the same keys. Keyed by the change, so a retried request writes it once.
 */
async function enqueueOutwardEffects(change: Change & { key: string; merchantId: unknown }): Promise<void> {
  await enqueueOutbox({
    kind: "change",
    key: `change:${change.kind}:${change.key}`,
    merchantId: String(change.merchantId),
    payload: { change },
  });
}

const isKeyed = (change: Change): change is Change & { key: string; merchantId: unknown } =>
  "key" in change && "merchantId" in change;

async function writeEffects(change: Change, isOutwardLater: boolean): Promise<void> {
  const effects = effectsOf(change);
  const tallies =
    effects.events.length > 0 && "at" in change
      ? [recordOverviewTallies({ merchantId: change.merchantId, events: effects.events, at: change.at })]
      : [];
  await Promise.all([
    ...tallies,
    isOutwardLater && isKeyed(change) ? enqueueOutwardEffects(change) : writeOutwardEffects(change, effects),
  ]);
}

export type RecordOptions = {
  /**
   * The hot path's choice (a scan, decision 059): the overview's tally now, everything that leaves the
   * service from one outbox row the worker expands, so the request sends one insert instead of three look-ups.
   */
  isOutwardLater?: boolean;
};

/**
 * The one way out: a service calls this once its write is stored, saying what happened. Each change's effects
 * (`effects.ts`) are written in this same step — the overview's tally row and outbox rows for webhooks, pass
 * updates and e-mails (or, with `isOutwardLater`, one row the worker turns into them) — all keyed by the change,
 * so a retried or resumed step that records it again writes nothing twice. Nothing is sent here: the outbox
 * worker sends, with retries, also after a restart.
 */
export async function recordChanges(
  changes: Change[],
  { isOutwardLater = false }: RecordOptions = {},
): Promise<void> {
  if (changes.length === 0) return;
  await connectToDatabase();
  await Promise.all(changes.map((change) => writeEffects(change, isOutwardLater)));
}

export const recordChange = (change: Change, options?: RecordOptions) => recordChanges([change], options);
