import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_HANDLER_METHODS } from "@/lib/api/http-methods";
import { type MethodNotAllowedHandler, methodsServedBy } from "@/lib/api/method-not-allowed";
import type { OperationHandler } from "@/lib/api/with-api";
import type { Operation } from "@/lib/openapi/operation";
import { OPERATIONS } from "@/lib/openapi/operations";
import { importGraph, reachableFrom } from "@/lib/testing/import-graph";
import { ROOT, sourceFiles } from "@/lib/testing/source-walk";

/**
 * The convention that keeps routes and the document from drifting: every method a /v2 route file exports is
 * either `withApi(<RESOURCE>_OPERATIONS.<operationId>, handler)` — the very object the document lists, for
 * this route's path and this method — or one of the 405s `methodsNotAllowed(…)` derives from those; and every
 * documented operation is served by its route.
 */

const APP_V2 = path.join(ROOT, "app/v2");

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `app/v2/loyalty/programs/[programId]/route.ts` → `/v2/loyalty/programs/{programId}`; catch-alls are not operations. */
function openApiPathOf(file: string): string | null {
  const segments = path.relative(APP_V2, path.dirname(file)).split(path.sep).filter(Boolean);
  if (segments.some((segment) => segment.startsWith("[..."))) return null;
  return `/v2/${segments.map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}")).join("/")}`.replace(
    /\/$/,
    "",
  );
}

const routes = routeFiles(APP_V2).flatMap((file) => {
  const openApiPath = openApiPathOf(file);
  return openApiPath ? [{ file: path.relative(ROOT, file), openApiPath }] : [];
});

type Exported = Partial<OperationHandler & MethodNotAllowedHandler>;

const servesAs = (operation: Operation, method: string) =>
  operation.method.toUpperCase() === method || (method === "HEAD" && operation.answersHead === true);

describe("every /v2 route method is defined by its documented operation", () => {
  const served = new Set<Operation>();

  it("finds the route files", () => expect(routes.length).toBeGreaterThan(50));

  it.each(routes)("$openApiPath", async ({ file, openApiPath }) => {
    const route = (await import(path.join(ROOT, file))) as Record<string, Exported | undefined>;
    const handlers = ROUTE_HANDLER_METHODS.map((method) => ({ method, handler: route[method] }));
    const servedHere = handlers.flatMap(({ method, handler }) => {
      // Every method is exported: Next would otherwise answer it itself (OPTIONS listing, HEAD from GET).
      expect(handler, `${method} ${openApiPath} is exported`).toBeTypeOf("function");
      const operation = handler?.operation;
      if (!operation) return [];
      expect(OPERATIONS, `${method} ${openApiPath} serves an operation of the document`).toContain(operation);
      expect(operation.path, `${method} ${openApiPath}`).toBe(openApiPath);
      expect(servesAs(operation, method), `${method} ${openApiPath} serves ${operation.operationId}`).toBe(
        true,
      );
      served.add(operation);
      return [handler as OperationHandler];
    });
    expect(servedHere.length, `${openApiPath} serves something`).toBeGreaterThan(0);
    const allowed = methodsServedBy(servedHere);
    for (const { method, handler } of handlers) {
      if (handler?.operation) continue;
      // Not served: a 405 whose Allow is derived from the handlers the file does serve.
      expect(handler?.allowedMethods, `${method} ${openApiPath} answers 405`).toEqual(allowed);
    }
  });

  it("leaves no documented operation without its route", () => {
    const unserved = OPERATIONS.filter((operation) => !served.has(operation)).map(
      (operation) => `${operation.method.toUpperCase()} ${operation.path}`,
    );
    expect(unserved).toEqual([]);
  });
});

describe("a route loads its own resource's operations, not the whole document", () => {
  const HUB = "lib/openapi/operations.ts";
  const runtime = importGraph(sourceFiles("app", "lib"), { typeImports: false });
  // The document itself (and the catch-all, which loads nothing of it) are the exceptions.
  const files = routeFiles(APP_V2).filter((file) => !file.includes(`${path.sep}openapi.json${path.sep}`));

  it.each(files.map((file) => path.relative(ROOT, file)))("%s", (file) => {
    const loaded = reachableFrom(runtime, file);
    expect(loaded.has(HUB), `${file} loads lib/openapi/operations.ts`).toBe(false);
    const operationFiles = [...loaded].filter((name) => name.endsWith("-operations.ts"));
    expect(operationFiles.length).toBeLessThanOrEqual(3);
  });
});
