import { disconnectFromDatabase } from "../lib/db/connect";
import { resumeClaimedErasures } from "../lib/services/background-jobs/resume-claimed-erasures";
import { purgeExpired } from "../lib/services/retention/purge-expired";

// npm run purge — against MONGODB_URI: finishes interrupted erasures, then purges what passed its retention.
async function main() {
  const erasures = await resumeClaimedErasures();
  const purge = await purgeExpired();
  console.log(
    `Erasures resumed: ${erasures.resumed}. Purged: ${purge.purged}. Still within retention: ${purge.pending}. Idempotency keys forgotten: ${purge.idempotencyKeys}. Failed (run again): ${erasures.failed + purge.failed}.`,
  );
  if (erasures.failed + purge.failed > 0) process.exitCode = 1;
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
