import { connectToDatabase } from "@/lib/db/connect";
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

async function writeEffects(change: Change): Promise<void> {
  const { events, passes, templates, mails, messages = [] } = effectsOf(change);
  const announced =
    events.length > 0 && "at" in change
      ? [
          recordOverviewTallies({ merchantId: change.merchantId, events, at: change.at }),
          enqueueWebhookEvents({ merchantId: change.merchantId, events, at: change.at }),
        ]
      : [];
  await Promise.all([
    ...announced,
    ...passes.map(enqueuePassUpdates),
    ...templates.map(enqueueTemplateUpdates),
    ...mails.map(enqueueMail),
    ...messages.map(enqueueMessageFanOut),
  ]);
}

/**
 * The one way out: a service calls this once its write is stored, saying what happened. Each change's effects
 * (`effects.ts`) are written in this same step — the overview's tally row and outbox rows for webhooks, pass
 * updates and e-mails — all keyed by the change, so a retried or resumed step that records it again writes nothing
 * twice. Nothing is sent here: the outbox worker sends, with retries, also after a restart.
 */
export async function recordChanges(changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  await connectToDatabase();
  await Promise.all(changes.map(writeEffects));
}

export const recordChange = (change: Change) => recordChanges([change]);
