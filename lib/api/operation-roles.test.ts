import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATION_ROLES } from "@/lib/api/operation-roles";
import type { OperationHandler } from "@/lib/api/with-api";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { OPERATIONS } from "@/lib/openapi/operations";
import { MERCHANT_ROLES, type MerchantRole } from "@/lib/schemas/team";
import { merchantWithToken, staffWithToken, teamMemberWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { ROOT } from "@/lib/testing/source-walk";

/**
 * Every authenticated operation × every role, generated from the document and the roles table: a new
 * operation without a row fails here, and each cell is called through its real route and withApi.
 */
const AUTHENTICATED = OPERATIONS.filter((operation) => operation.auth !== "none");
type Document = { paths: Record<string, Record<string, { "x-roles"?: string[]; description?: string }>> };
const document = buildOpenApiDocument() as unknown as Document;

const routeFileOf = (openApiPath: string) =>
  path.join(ROOT, "app", openApiPath.replace(/\{([^}]+)\}/g, "[$1]"), "route.ts");

// Path parameters that pass no validation: an allowed call stops at 404/422 and changes nothing.
const paramsOf = (openApiPath: string) =>
  Object.fromEntries([...openApiPath.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, "0"]));

describe("the roles table", () => {
  it("has one row for every authenticated operation and none for anything else", () => {
    expect(Object.keys(OPERATION_ROLES).sort()).toEqual(AUTHENTICATED.map((op) => op.operationId).sort());
  });

  it.each(AUTHENTICATED)("the document states who may call $operationId", (operation) => {
    const stated = document.paths[operation.path]?.[operation.method];
    expect(stated?.["x-roles"]).toEqual(OPERATION_ROLES[operation.operationId]);
    expect(stated?.description).toContain(`Roles: ${OPERATION_ROLES[operation.operationId]?.join(", ")}`);
  });
});

describe("withApi enforces the roles table", () => {
  const tokens = {} as Record<MerchantRole, string>;
  let merchantId = "";

  beforeAll(async () => {
    const owner = await merchantWithToken("Roles Café");
    merchantId = owner.merchantId;
    tokens.owner = owner.token;
    tokens.manager = (await teamMemberWithToken(merchantId, "manager")).token;
    tokens.cashier = (await teamMemberWithToken(merchantId, "cashier")).token;
  });

  const cells = AUTHENTICATED.flatMap((operation) => MERCHANT_ROLES.map((role) => ({ operation, role })));

  it.each(cells)("$operation.operationId as $role", async ({ operation, role }) => {
    const route = (await import(routeFileOf(operation.path))) as Record<string, OperationHandler>;
    const handler = route[operation.method.toUpperCase()];
    if (!handler) throw new Error(`no ${operation.method} handler for ${operation.path}`);
    const response = await callRoute(handler, {
      method: operation.method.toUpperCase(),
      path: operation.path,
      params: paramsOf(operation.path),
      token: tokens[role],
    });
    const isRefused =
      response.status === 403 &&
      (response.data as { detail?: { code?: string } }).detail?.code === "ROLE_NOT_ALLOWED";
    expect(isRefused, `${response.status} ${response.text}`).toBe(
      !OPERATION_ROLES[operation.operationId]?.includes(role),
    );
  });

  it("lets support staff act for the merchant as before", async () => {
    const staff = await staffWithToken();
    const { GET } = await import("@/app/v2/appkeys/route");
    const response = await callRoute(GET, { token: staff.token, headers: { "x-merchant-id": merchantId } });
    expect(response.status, response.text).toBe(200);
  });
});
