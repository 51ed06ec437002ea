import { getEnv } from "@/lib/env";
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
 * every PURGE_INTERVAL_MINUTES (0: never). Returns a stop function. Several servers may run it at once:
 * both jobs are idempotent.
 */
export function startBackgroundJobs(): () => void {
  const minutes = getEnv().PURGE_INTERVAL_MINUTES;
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
  return () => clearInterval(timer);
}
