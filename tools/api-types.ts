import { writeFile } from "node:fs/promises";
import { GENERATED_TYPES_PATH, generateApiTypes } from "../components/api/generate-types";

// npm run api:types — regenerate components/api/v2.d.ts from the OpenAPI document (no server needed).
async function main() {
  await writeFile(GENERATED_TYPES_PATH, await generateApiTypes());
  console.log(`Wrote ${GENERATED_TYPES_PATH}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
