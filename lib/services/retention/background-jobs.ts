import { getEnv } from "@/lib/env";
import { purgeExpired } from "@/lib/services/retention/purge-expired";
import { resumeClaimedErasures } from "@/lib/services/retention/resume-claimed-erasures";

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

export type BackgroundJobs = {
  /** Stops the interval and resolves once a run in progress has finished. */
  stop: () => Promise<void>;
};

/**
 * In the server process: completes erasures a crash left unfinished, then runs the retention purge, now and
 * every PURGE_INTERVAL_MINUTES (0: at start only). Several servers on one database may run them at the same
 * moment: each item is claimed first (claim-once.ts), so each is done once.
 */
export function startBackgroundJobs(): BackgroundJobs {
  const minutes = getEnv().PURGE_INTERVAL_MINUTES;
  let running: Promise<void> | undefined;
  let isStopped = false;
  const tick = () => {
    if (running || isStopped) return running;
    running = (async () => {
      await runLogged("resume erasures", async () => ({ resumed: await resumeClaimedErasures() }));
      if (!isStopped) await runLogged("retention purge", () => purgeExpired());
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  void tick();
  const timer = minutes > 0 ? setInterval(() => void tick(), minutes * MINUTE_MS) : undefined;
  timer?.unref();
  return {
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
