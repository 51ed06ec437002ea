import { ensureFerretDbBinary } from "../lib/db/embedded/ferretdb";

// npm run db:build — builds (or finds cached) the embedded FerretDB launcher.
async function main() {
  console.log(await ensureFerretDbBinary());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
