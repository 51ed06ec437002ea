import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { GENERATED_TYPES_PATH, generateApiTypes } from "@/components/api/generate-types";

describe("components/api/v2.d.ts", () => {
  it("matches the OpenAPI document the app serves (run `npm run api:types` when this fails)", async () => {
    const committed = await readFile(GENERATED_TYPES_PATH, "utf8");
    const fresh = await generateApiTypes();
    expect(committed === fresh, "components/api/v2.d.ts is stale: run `npm run api:types`").toBe(true);
  });

  it("declares the operations the dashboard calls", async () => {
    const committed = await readFile(GENERATED_TYPES_PATH, "utf8");
    for (const path of ["/v2/programs", "/v2/giftcards/programs/{programId}/cards", "/v2/account"]) {
      expect(committed).toContain(`"${path}": {`);
    }
  });
});
