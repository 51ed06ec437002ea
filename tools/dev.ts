import path from "node:path";
import { prepareRuntime, ROOT, runUntilExit, spawnAppServer } from "./runtime";

// npm run dev — embedded database in .data/, demo accounts, next dev.
async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const runtime = await prepareRuntime({ dataDir: path.join(ROOT, ".data"), port, seed: true });
  await runUntilExit(spawnAppServer("dev", port, runtime.env), runtime);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
