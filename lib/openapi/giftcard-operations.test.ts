import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";

const document = buildOpenApiDocument();
type Schema = { properties: Record<string, Record<string, unknown>>; required?: string[] };
const schemaOf = (name: string) => (document.components.schemas as Record<string, Schema>)[name] as Schema;
const operation = (path: string, method: string) =>
  (document.paths[path] as Record<string, Record<string, unknown>>)[method] as Record<string, unknown>;

describe("OpenAPI: gift cards and GDPR (contract 2.1, 2.5, 4.2)", () => {
  it("states the erasure request, its two object-id query parameters and its response", () => {
    const erasure = operation("/v2/giftcards/gdpr/erasure", "post");
    const parameters = erasure.parameters as {
      name: string;
      in: string;
      required: boolean;
      schema: unknown;
    }[];
    for (const name of ["programId", "cardId"]) {
      const parameter = parameters.find((item) => item.name === name);
      expect(parameter).toMatchObject({ in: "query", required: false });
      expect(JSON.stringify(parameter?.schema)).toContain('"pattern":"^[0-9a-f]{24}$"');
    }
    const request = schemaOf("GiftCardErasureRequest");
    expect(request.required ?? []).toEqual([]);
    expect(JSON.stringify(request.properties.customerEmail)).toContain('"format":"email"');
    expect(JSON.stringify(request.properties.customerId)).toContain('"string"');
    expect(JSON.stringify(request.properties.reason)).toContain('"maxLength":1000');
    const response = schemaOf("GiftCardErasureResponse");
    expect(Object.keys(response.properties)).toEqual([
      "requestId",
      "status",
      "affectedCards",
      "message",
      "completedAt",
    ]);
    expect(response.properties.affectedCards).toMatchObject({ type: "array", items: { type: "string" } });
    expect(JSON.stringify(response.properties.completedAt)).toContain('"format":"date-time"');
    expect(JSON.stringify(response.properties.status)).toContain('["completed","no_match","dry_run"]');
    expect(Object.keys(erasure.responses as object)).toEqual(
      expect.arrayContaining(["200", "401", "404", "422"]),
    );
  });

  it("documents money as decimal strings and the listing's paging without a total", () => {
    const card = schemaOf("GiftCard");
    expect(card.properties.balance).toMatchObject({ type: "string", example: "25.00" });
    expect(card.properties).not.toHaveProperty("securityCode");
    expect(Object.keys(schemaOf("GiftCardPage").properties)).toEqual(
      expect.arrayContaining(["hasMore", "nextOffset"]),
    );
    const redeem = operation("/v2/giftcards/programs/{programId}/cards/{cardId}/redeem", "post");
    expect(JSON.stringify((redeem.responses as Record<string, unknown>)["409"])).toContain(
      "INSUFFICIENT_BALANCE",
    );
  });
});
