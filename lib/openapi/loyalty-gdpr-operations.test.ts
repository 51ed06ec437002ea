import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";

const document = buildOpenApiDocument();
type Schema = { properties: Record<string, Record<string, unknown>>; required?: string[] };
const schemaOf = (name: string) => (document.components.schemas as Record<string, Schema>)[name] as Schema;
const operation = (path: string, method: string) =>
  (document.paths[path] as Record<string, Record<string, unknown>>)[method] as Record<string, unknown>;
type Parameter = { name: string; in: string; required: boolean; schema: unknown };

describe("OpenAPI: members' GDPR (issue 16)", () => {
  it("states the loyalty erasure's object-id query parameters, its body and its response", () => {
    const erasure = operation("/v2/loyalty/gdpr/erasure", "post");
    const parameters = erasure.parameters as Parameter[];
    for (const name of ["programId", "memberId"]) {
      const parameter = parameters.find((item) => item.name === name);
      expect(parameter).toMatchObject({ in: "query", required: false });
      expect(JSON.stringify(parameter?.schema)).toContain('"pattern":"^[0-9a-f]{24}$"');
    }
    expect(parameters.map((item) => item.name)).not.toContain("cardId");
    expect(Object.keys(schemaOf("LoyaltyErasureRequest").properties)).toEqual([
      "customerId",
      "customerEmail",
      "reason",
    ]);
    expect(Object.keys(schemaOf("LoyaltyErasureResponse").properties)).toEqual([
      "requestId",
      "status",
      "affectedMembers",
      "message",
      "completedAt",
    ]);
    expect(Object.keys(erasure.responses as object)).toEqual(
      expect.arrayContaining(["200", "401", "404", "422"]),
    );
  });

  it("documents the export, the audit trail and the one-step person request", () => {
    const exported = schemaOf("LoyaltyExport");
    expect(JSON.stringify(exported)).toContain("memberNumber");
    expect(operation("/v2/loyalty/gdpr/export", "post")).toBeDefined();
    expect(operation("/v2/loyalty/gdpr/erasure", "get")).toBeDefined();
    expect(operation("/v2/loyalty/gdpr/erasure/{requestId}", "get")).toBeDefined();
    expect(Object.keys(schemaOf("PersonErasureResponse").properties)).toEqual(
      expect.arrayContaining(["affectedCards", "affectedMembers"]),
    );
    const person = operation("/v2/gdpr/erasure", "post").parameters as Parameter[];
    expect(person.map((item) => item.name)).toEqual(
      expect.arrayContaining(["programId", "cardId", "memberId"]),
    );
    expect(Object.keys(schemaOf("FullGdprRecord").properties)).toEqual(
      expect.arrayContaining(["covers", "affectedMembers"]),
    );
  });
});
