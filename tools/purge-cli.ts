import { disconnectFromDatabase } from "../lib/db/connect";
import { resumeErasures } from "../lib/services/gdpr/resume-erasures";
import { purgeExpired } from "../lib/services/retention/purge-expired";

// npm run purge — against MONGODB_URI: finishes interrupted erasures, then purges what passed its retention.
async function main() {
  const resumed = await resumeErasures();
  const { purged, pending, idempotencyKeys } = await purgeExpired();
  console.log(
    `Erasures resumed: ${resumed}. Purged: ${purged}. Still within retention: ${pending}. Idempotency keys forgotten: ${idempotencyKeys}.`,
  );
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
