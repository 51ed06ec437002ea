import path from "node:path";
import { describe, expect, it } from "vitest";
import { groupOperationsByTag, type OpenApiDocument } from "@/components/docs/openapi";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { OPERATIONS, type Operation } from "@/lib/openapi/operations";

const APP = path.resolve(__dirname, "../../app");
const document = buildOpenApiDocument();
type DocumentedOperation = {
  parameters: { $ref?: string }[];
  responses: Record<string, { description: string }>;
};

describe("Idempotency-Key in the OpenAPI document", () => {
  it.each(OPERATIONS)(
    "$method $path documents the header exactly when its route honours it",
    async (operation) => {
      const route = (await import(
        path.join(APP, `${operation.path.replace(/\{([^}]+)\}/g, "[$1]")}/route.ts`)
      )) as Record<string, { operation?: Operation }>;
      // The route's withApi reads `idempotent` from this very operation (lib/openapi/routes.test.ts).
      expect(route[operation.method.toUpperCase()]?.operation).toBe(operation);
      const isIdempotent = Boolean(operation.idempotent);
      const documented = (document.paths[operation.path] as Record<string, DocumentedOperation>)[
        operation.method
      ];
      const refs = documented?.parameters.map((parameter) => parameter.$ref) ?? [];
      expect(refs.includes("#/components/parameters/IdempotencyKey")).toBe(isIdempotent);
      if (!isIdempotent) return;
      expect(documented?.responses["409"]?.description).toContain("IDEMPOTENCY_KEY_IN_USE");
      expect(documented?.responses["422"]?.description).toContain("idempotency_key_reused");
    },
  );

  it("every creating POST of issue 19's list opts in", () => {
    const creating = OPERATIONS.filter((operation) => operation.idempotent).map(
      (operation) => operation.operationId,
    );
    expect(creating).toEqual(
      expect.arrayContaining([
        "createProgram",
        "createTemplate",
        "createOffer",
        "issueGiftCard",
        "redeemGiftCard",
        "eraseGiftCardCustomer",
        "createAppKey",
      ]),
    );
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: "Idempotency-Key",
      in: "header",
      schema: { minLength: 1, maxLength: 255 },
    });
  });

  it("shows the shared header in the API reference (/docs) as a parameter of each creating operation", () => {
    const groups = groupOperationsByTag(document as unknown as OpenApiDocument);
    const operations = groups.flatMap((group) => group.operations);
    const createProgram = operations.find((entry) => entry.operation.operationId === "createProgram");
    expect(createProgram?.operation.parameters?.map((parameter) => parameter.name)).toContain(
      "Idempotency-Key",
    );
    for (const entry of operations)
      for (const parameter of entry.operation.parameters ?? [])
        expect(parameter.name).toEqual(expect.any(String));
  });
});
