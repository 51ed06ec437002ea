import { describe, expect, it } from "vitest";
import { describeAuth, groupOperationsByTag, type OpenApiDocument } from "@/components/docs/openapi";

const document: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "API", version: "1" },
  paths: {
    "/v2/token": { post: { operationId: "createAccessToken", tags: ["Authentication"], security: [] } },
    "/v2/programs": {
      post: { operationId: "createProgram", tags: ["Programs"], security: [{ HTTPBearer: [] }] },
      parameters: [],
    },
    "/v2/misc": { get: { summary: "No tags" } },
  },
  components: { securitySchemes: { HTTPBearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
};

describe("groupOperationsByTag", () => {
  it("groups operations by first tag, in document order, skipping non-operation keys", () => {
    const groups = groupOperationsByTag(document);
    expect(groups.map((group) => [group.tag, group.operations.map((operation) => operation.anchor)])).toEqual(
      [
        ["Authentication", ["op-createaccesstoken"]],
        ["Programs", ["op-createprogram"]],
        ["Other", ["op-get-v2-misc"]],
      ],
    );
  });
});

describe("describeAuth", () => {
  it("explains bearer tokens and public operations", () => {
    const [auth, programs] = groupOperationsByTag(document);
    expect(describeAuth(programs?.operations[0]?.operation ?? {}, document)).toBe(
      "Bearer token (JWT) in the Authorization header",
    );
    expect(describeAuth(auth?.operations[0]?.operation ?? {}, document)).toBe(
      "None — this operation is public",
    );
  });
});
