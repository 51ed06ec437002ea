import { disconnectFromDatabase } from "../lib/db/connect";
import { seedDemoAccounts, seedSettingsFromEnv } from "../lib/services/accounts/seed-demo";

// npm run seed — against MONGODB_URI; creates the demo accounts when the database has no users.
async function main() {
  const result = await seedDemoAccounts(seedSettingsFromEnv(process.env));
  console.log(result.created ? "Demo accounts created." : "Users already exist; nothing seeded.");
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
