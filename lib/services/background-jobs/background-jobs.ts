import { getEnv } from "@/lib/env";
import { runAutomations } from "@/lib/services/automations/run-automations";
import { expireDuePoints } from "@/lib/services/background-jobs/expire-due-points";
import { resumeClaimedErasures } from "@/lib/services/background-jobs/resume-claimed-erasures";
import { purgeExpired } from "@/lib/services/retention/purge-expired";

const MINUTE_MS = 60_000;
/** After a failed run (the database briefly unreachable, e.g. at start on a busy machine), try again this soon. */
const RETRY_MS = 30_000;

/**
 * Runs one job and logs its result; false when it failed or left items for later (it must never take the
 * server down).
 */
async function runLogged(name: string, job: () => Promise<{ failed: number }>): Promise<boolean> {
  try {
    const result = await job();
    console.log(`[jobs] ${name}: ${JSON.stringify(result)}`);
    return result.failed === 0;
  } catch (error) {
    console.error(`[jobs] ${name} failed:`, error);
    return false;
  }
}

export type BackgroundJobs = {
  /** Starts a run now, or right after the one under way. */
  runNow: () => Promise<void> | undefined;
  /** Stops the interval and resolves once a run in progress has finished. */
  stop: () => Promise<void>;
};

/**
 * In the server process: completes erasures a crash left unfinished, then runs the retention purge, writes off
 * expired points (decision 049) and runs the programs' automations (welcome, birthday, win-back, points expiring:
 * decision 050), now and every PURGE_INTERVAL_MINUTES (0: at start only);
 * a failed run is tried again after 30 s. Several servers on one database may run them at the same moment: each
 * item is claimed first (claim-once.ts), so each is done once. (The outbox worker runs beside them: `lib/outbox/start-outbox-worker.ts`.)
 */
export function startBackgroundJobs(): BackgroundJobs {
  const { PURGE_INTERVAL_MINUTES: minutes } = getEnv();
  let running: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let isStopped = false;
  let isRerunRequested = false;
  const tick = (): Promise<void> | undefined => {
    if (isStopped) return running;
    if (running) {
      // Asked while a run is under way: run once more after it, so the caller's run sees the latest state.
      isRerunRequested = true;
      return running;
    }
    clearTimeout(retry);
    running = (async () => {
      const resumed = await runLogged("resume erasures", () => resumeClaimedErasures());
      const purged = !isStopped && (await runLogged("retention purge", () => purgeExpired()));
      const expired = !isStopped && (await runLogged("points expiry", () => expireDuePoints()));
      const automated = !isStopped && (await runLogged("automations", () => runAutomations()));
      if (!isStopped && !(resumed && purged && expired && automated))
        retry = setTimeout(() => void tick(), RETRY_MS).unref();
    })().finally(() => {
      running = undefined;
      if (isRerunRequested) {
        isRerunRequested = false;
        void tick();
      }
    });
    return running;
  };
  void tick();
  const timer = minutes > 0 ? setInterval(() => void tick(), minutes * MINUTE_MS) : undefined;
  timer?.unref();
  return {
    runNow: tick,
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      clearTimeout(retry);
      await running;
    },
  };
}
