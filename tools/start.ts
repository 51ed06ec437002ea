import path from "node:path";
import { prepareRuntime, ROOT, runUntilExit, spawnAppServer } from "./runtime";

// npm start — production server (after `npm run build`); embedded database only when MONGODB_URI is unset.
async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const runtime = await prepareRuntime({ dataDir: path.join(ROOT, ".data"), port, seed: true });
  await runUntilExit(spawnAppServer("start", port, runtime.env), runtime);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
