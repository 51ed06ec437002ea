import { disconnectFromDatabase } from "../lib/db/connect";
import { purgeExpired } from "../lib/services/retention/purge-expired";
import { resumeClaimedErasures } from "../lib/services/retention/resume-claimed-erasures";

// npm run purge — against MONGODB_URI: finishes interrupted erasures, then purges what passed its retention.
async function main() {
  const resumed = await resumeClaimedErasures();
  const { purged, pending } = await purgeExpired();
  console.log(`Erasures resumed: ${resumed}. Purged: ${purged}. Still within retention: ${pending}.`);
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
