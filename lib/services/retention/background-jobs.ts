import { getEnv } from "@/lib/env";
import { outboxHandlers } from "@/lib/outbox/handlers";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { resumeErasures } from "@/lib/services/gdpr/resume-erasures";
import { purgeExpired } from "@/lib/services/retention/purge-expired";

const MINUTE_MS = 60_000;

async function runLogged(name: string, job: () => Promise<unknown>) {
  try {
    const result = await job();
    console.log(`[jobs] ${name}: ${JSON.stringify(result)}`);
  } catch (error) {
    // A failed run is retried at the next tick; it must never take the server down.
    console.error(`[jobs] ${name} failed:`, error);
  }
}

/**
 * In the server process: completes erasures a crash left unfinished, then runs the retention purge now and
 * every PURGE_INTERVAL_MINUTES (0: never); and runs the outbox worker (webhooks, e-mails; decision 013).
 * Returns a stop function that resolves once the outbox pass in flight has recorded its outcome. Several
 * servers may run it at once: the jobs are idempotent and outbox attempts are claimed by inserted rows.
 */
export function startBackgroundJobs(): () => Promise<void> {
  const { PURGE_INTERVAL_MINUTES: minutes, OUTBOX_POLL_MS } = getEnv();
  const outbox = createOutboxWorker({ handlers: outboxHandlers(), pollMs: OUTBOX_POLL_MS, log: console.log });
  outbox.start();
  let isRunning = false;
  const tick = async () => {
    if (isRunning) return;
    isRunning = true;
    await runLogged("retention purge", () => purgeExpired());
    isRunning = false;
  };
  void runLogged("resume erasures", async () => ({ resumed: await resumeErasures() })).then(tick);
  const timer = minutes > 0 ? setInterval(() => void tick(), minutes * MINUTE_MS) : undefined;
  timer?.unref();
  return async () => {
    clearInterval(timer);
    await outbox.stop();
  };
}
