import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_HANDLER_METHODS } from "@/lib/api/http-methods";
import { answerOutsideNext, isOutsideNext } from "@/lib/api/outside-next";
import { API_RESPONSE_HEADERS } from "@/lib/http/security-headers";
import { OPERATIONS } from "@/lib/openapi/operations";
import { callRoute } from "@/lib/testing/call-route";

const APP_V2 = path.resolve(__dirname, "../../app/v2");

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `app/v2/a/[id]/route.ts` → `/v2/a/{id}`; null for catch-alls. */
function documentedPathOf(file: string): string | null {
  const segments = path.relative(APP_V2, path.dirname(file)).split(path.sep).filter(Boolean);
  if (segments.some((segment) => segment.startsWith("[..."))) return null;
  return `/v2/${segments.map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}")).join("/")}`;
}

const documentedMethods = (openApiPath: string) =>
  ROUTE_HANDLER_METHODS.filter((method) =>
    OPERATIONS.some(
      (operation) =>
        operation.path === openApiPath &&
        (operation.method.toUpperCase() === method || (method === "HEAD" && operation.answersHead)),
    ),
  );

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

const routeFilesWithPaths = routeFiles(APP_V2).flatMap((file) => {
  const openApiPath = documentedPathOf(file);
  return openApiPath ? [{ file, openApiPath }] : [];
});

describe("methods a route does not serve (every /v2 route file)", () => {
  const files = routeFilesWithPaths;

  it("finds the route files", () => expect(files.length).toBeGreaterThan(5));

  it.each(files)(
    "$openApiPath: 405 with FastAPI's body, X-Request-Id and Allow naming exactly the served methods",
    async ({ file, openApiPath }) => {
      const route = (await import(file)) as Record<string, Handler | undefined>;
      const served = documentedMethods(openApiPath);
      expect(served.length).toBeGreaterThan(0);
      for (const method of ROUTE_HANDLER_METHODS) {
        const handler = route[method];
        // Next answers an unexported method itself (OPTIONS listing, HEAD from GET, a 405 without a body).
        expect(handler, `${method} ${openApiPath} must be exported`).toBeTypeOf("function");
        if (served.includes(method) || !handler) continue;
        const response = await callRoute(handler, {
          method,
          path: openApiPath,
          headers: { "x-request-id": "walk-1" },
        });
        expect(response.status, `${method} ${openApiPath}`).toBe(405);
        expect(response.headers.get("allow")).toBe(served.join(", "));
        expect(response.headers.get("x-request-id")).toBe("walk-1");
        if (method !== "HEAD") expect(response.data).toEqual({ detail: "Method Not Allowed" });
      }
    },
  );
});

describe("methods Next rejects before a handler runs (answered by tools/server.ts)", () => {
  it("are recognised on /v2 paths only", () => {
    expect(isOutsideNext("TRACE", "/v2/token")).toBe(true);
    expect(isOutsideNext("PROPFIND", "/v2")).toBe(true);
    expect(isOutsideNext("GET", "/v2/token")).toBe(false);
    expect(isOutsideNext("OPTIONS", "/v2/token")).toBe(false);
    expect(isOutsideNext("TRACE", "/programs")).toBe(false);
  });

  it("take the paths no route serves, for every method, and leave every route's path to Next", () => {
    expect(isOutsideNext("GET", "/v2/nothing")).toBe(true);
    expect(isOutsideNext("POST", "/v2/loyalty/programs/abc/def/ghi")).toBe(true);
    // Next redirects a trailing slash first; "/v2" alone is not the catch-all's.
    expect(isOutsideNext("GET", "/v2/nothing/")).toBe(false);
    expect(isOutsideNext("GET", "/v2")).toBe(false);
    expect(routeFilesWithPaths.length).toBeGreaterThan(50);
    for (const { openApiPath } of routeFilesWithPaths) {
      const concrete = openApiPath.replace(/\{[^}]+\}/g, "6740a1b2c3d4e5f60718293a");
      for (const method of ["GET", "POST", "PUT", "DELETE"])
        expect(isOutsideNext(method, concrete), `${method} ${concrete}`).toBe(false);
    }
  });

  it("answer 405 with Allow on a documented route and 404 elsewhere, as JSON with a request id", () => {
    const onRoute = answerOutsideNext({
      method: "TRACE",
      pathname: "/v2/loyalty/programs/6740a1b2c3d4e5f60718293a",
      clientRequestId: "trace-1",
    });
    expect(onRoute).toEqual({
      status: 405,
      headers: {
        ...API_RESPONSE_HEADERS,
        "Content-Type": "application/json",
        "X-Request-Id": "trace-1",
        Allow: "GET, PUT, DELETE",
      },
      body: JSON.stringify({ detail: "Method Not Allowed" }),
    });
    const elsewhere = answerOutsideNext({
      method: "TRACE",
      pathname: "/v2/nothing",
      clientRequestId: undefined,
    });
    expect(elsewhere.status).toBe(404);
    expect(JSON.parse(elsewhere.body)).toEqual({ detail: "Not Found" });
    expect(elsewhere.headers["X-Request-Id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("matchRoute", () => {
  it("matches documented paths literally, with one segment per parameter", async () => {
    const { matchRoute } = await import("@/lib/openapi/route-table");
    expect(matchRoute("/v2/openapi.json")).toEqual({ path: "/v2/openapi.json", methods: ["GET"] });
    expect(matchRoute("/v2/openapiXjson")).toBeNull();
    expect(matchRoute("/v2/loyalty/programs/abc")?.path).toBe("/v2/loyalty/programs/{programId}");
    expect(matchRoute("/v2/loyalty/programs/abc/def")).toBeNull();
  });

  it("allows one trailing slash, never an empty segment, and prefers a literal segment to a parameter", async () => {
    const { matchRoute } = await import("@/lib/openapi/route-table");
    expect(matchRoute("/v2/loyalty/programs/abc/")?.path).toBe("/v2/loyalty/programs/{programId}");
    expect(matchRoute("/v2/loyalty/programs/abc//")).toBeNull();
    expect(matchRoute("/v2/loyalty/programs//scans")).toBeNull();
    expect(matchRoute("/v2/loyalty/programs/p1/members/import")?.path).toBe(
      "/v2/loyalty/programs/{programId}/members/import",
    );
    expect(matchRoute("/v2/loyalty/programs/p1/members/m1")?.path).toBe(
      "/v2/loyalty/programs/{programId}/members/{memberId}",
    );
  });

  it("answers what one regular expression per route (its first form) answers, for every route and its near misses", async () => {
    const { matchRoute } = await import("@/lib/openapi/route-table");
    const paths = [...new Set(OPERATIONS.map((operation) => operation.path))];
    const parameterCount = (route: string) => route.split("{").length - 1;
    const byRegExp = [...paths]
      .sort((a, b) => parameterCount(a) - parameterCount(b))
      .map((route) => ({
        route,
        pattern: new RegExp(
          `^${route
            .split(/\{[^}]+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join("[^/]+")}/?$`,
        ),
      }));
    const reference = (pathname: string) =>
      byRegExp.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
    const requests = paths.flatMap((route) => {
      const concrete = route.replace(/\{[^}]+\}/g, "x1");
      return [
        concrete,
        `${concrete}/`,
        `${concrete}//`,
        `${concrete}/extra`,
        concrete.slice(0, -1),
        `${concrete}x`,
      ];
    });
    expect(requests.length).toBeGreaterThan(300);
    for (const pathname of requests)
      expect(matchRoute(pathname)?.path ?? null, pathname).toBe(reference(pathname));
  });
});
