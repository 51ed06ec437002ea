import { shardPlanTable } from "@/lib/db/shard-plan-table";

// Prints the table of docs/scaling.md from lib/db/shard-plan.ts: `npx tsx tools/shard-plan-table.ts`.
console.log(shardPlanTable());
