import path from "node:path";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { OPERATIONS, type Operation } from "@/lib/openapi/operations";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { probesFor, randomIdsFor } from "@/lib/testing/openapi-probes";

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;
type Responses = Record<string, { headers?: Record<string, unknown> }>;

const document = buildOpenApiDocument();
const APP = path.resolve(__dirname, "../../app");
const documented = (operation: Operation) =>
  (document.paths[operation.path] as Record<string, { responses: Responses }>)[operation.method]?.responses ??
  {};

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let staffToken: string;
let cookie: string;
let programId: string;
/** DELETE of a program gets its own, so the operations probed after it still find theirs. */
let deletableProgramId: string;

const program = { passTypeIdentifier: "pass.com.example.truth", name: "Truth" };

beforeAll(async () => {
  owner = await merchantWithToken();
  ({ token: staffToken } = await staffWithToken());
  cookie = `next-auth.session-token=${await encode({ token: { sub: owner.userId }, secret: process.env.AUTH_SECRET ?? "" })}`;
  const { POST } = await import("@/app/v2/programs/route");
  programId = ((await callRoute(POST, { json: program, token: owner.token })).data as { id: string }).id;
  deletableProgramId = ((await callRoute(POST, { json: program, token: owner.token })).data as { id: string })
    .id;
});

/** The shared probes, with every id but the program's unknown (deleteProgram gets a program of its own). */
const probes = (operation: Operation) =>
  probesFor(operation, {
    owner,
    staffToken,
    cookie,
    paramsOf: (candidate) =>
      randomIdsFor(candidate, candidate.operationId === "deleteProgram" ? deletableProgramId : programId),
  });

describe("the OpenAPI document tells the whole truth", () => {
  it.each(OPERATIONS)("$method $path: every status the handler answers is documented", async (operation) => {
    const route = (await import(
      path.join(APP, `${operation.path.replace(/\{([^}]+)\}/g, "[$1]")}/route.ts`)
    )) as Record<string, Handler>;
    const handler = route[operation.method.toUpperCase()] as Handler;
    const responses = documented(operation);
    const undocumented = new Set<string>();
    const seen = new Set<number>();
    for (const probe of probes(operation)) {
      const response = await callRoute(handler, probe);
      seen.add(response.status);
      if (!(String(response.status) in responses))
        undocumented.add(`${response.status} for ${JSON.stringify(probe).slice(0, 160)}`);
      for (const name of Object.keys(responses[String(response.status)]?.headers ?? {})) {
        // Every documented header of that answer is sent (rate-limit headers only where limits apply).
        if (name.startsWith("X-RateLimit") && response.status !== 429 && !operation.rateLimit) continue;
        expect(response.headers.has(name), `${response.status} ${operation.path} sends ${name}`).toBe(true);
      }
    }
    expect([...undocumented]).toEqual([]);
    // Operations with no auth and no input (the document, health) answer 200 to every probe; those a pass's
    // token opens check it before anything else, and these probes hold no pass: 401 to every one of them.
    expect(seen.size).toBeGreaterThan(
      (operation.auth === "none" && !operation.body) || operation.applePassAuth ? 0 : 1,
    );
    if (operation.auth !== "none" || operation.applePassAuth) expect(seen).toContain(401);
    if (operation.rateLimit || operation.throttle) expect(seen).toContain(429);
  });

  it("documents 503 (with Retry-After) wherever the database is used, and 500 everywhere", () => {
    for (const operation of OPERATIONS) {
      const responses = documented(operation);
      expect(Object.keys(responses), `${operation.method} ${operation.path}`).toContain("500");
      if (operation.usesDatabase === false) continue;
      expect(responses["503"]?.headers, `${operation.method} ${operation.path}`).toHaveProperty(
        "Retry-After",
      );
    }
  });
});
