// The scenarios `npm run bench:api` drives, one entry each: the request the app gets and the database work
// both floors (bare node:http, and a minimal Next route handler) do for it. Floors do no authentication, no
// validation and no withApi: the same queries and the same documents, nothing else. Plain JavaScript, so the
// Next floor's build and the tsx-run benchmark share this one file. Add a scenario by adding an entry.

const CREATE_BODY = { passTypeIdentifier: "pass.com.example.bench", name: "Bench", schema: "stampCard" };

function programForCreate(input, merchantId) {
  const now = new Date();
  const document = {
    ...input,
    merchantId,
    programSchema: input.schema ?? "tieredMembership",
    programType: input.programType ?? "loyalty",
    retention_period_days: 30,
    customFields: [],
    requiredFields: [],
    createdAt: now,
    updatedAt: now,
  };
  delete document.schema;
  return document;
}

/**
 * @typedef {{ db: import("mongodb").Db, ids: Record<string, string>, ObjectId: typeof import("mongodb").ObjectId, body: string }} FloorContext
 * @typedef {{ name: string, method: "GET" | "POST", path: string, body?: string, token?: "lister" | "creator",
 *   expectedStatus: number, note: string, floor: (context: FloorContext) => Promise<[number, unknown]> }} Scenario
 * @type {Scenario[]}
 */
export const SCENARIOS = [
  {
    name: "framework",
    method: "GET",
    path: "/v2/nope",
    expectedStatus: 404,
    note: "a /v2 path no route serves: answered by the front server, not Next (decision 062); no database",
    floor: async () => [404, { detail: "Not Found" }],
  },
  {
    name: "notfound",
    method: "GET",
    path: "/v2/loyalty/programs/6740a1b2c3d4e5f60718293a",
    token: "lister",
    expectedStatus: 404,
    note: "GET /v2/loyalty/programs/{unknown id}: withApi's 404 after authentication and one read by _id",
    floor: async ({ db, ObjectId }) => {
      const program = await db
        .collection("programs")
        .findOne({ _id: new ObjectId("6740a1b2c3d4e5f60718293a") });
      return program
        ? [200, program]
        : [404, { detail: "Program not found" }];
    },
  },
  {
    name: "health",
    method: "GET",
    path: "/v2/health",
    expectedStatus: 200,
    note: "GET /v2/health: one database ping",
    floor: async ({ db }) => {
      const started = performance.now();
      await db.admin().ping();
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return [200, { status: "ok", live: true, database: { ready: true, latencyMs } }];
    },
  },
  {
    name: "token",
    method: "GET",
    path: "/v2/token",
    token: "lister",
    expectedStatus: 200,
    note: "GET /v2/token: JWT + user (app: per-process user cache, decision 004; floor: no authentication)",
    floor: async ({ ids }) => [
      200,
      { id: ids.listerUserId, email: "bench-lister@example.com", active: true },
    ],
  },
  {
    name: "create",
    method: "POST",
    path: "/v2/programs",
    body: JSON.stringify(CREATE_BODY),
    token: "creator",
    expectedStatus: 201,
    note: "POST /v2/programs: validation + one insert",
    floor: async ({ db, ids, ObjectId, body }) => {
      const document = programForCreate(JSON.parse(body), new ObjectId(ids.creatorId));
      const { insertedId } = await db.collection("programs").insertOne(document);
      return [201, { ...document, _id: undefined, id: String(insertedId) }];
    },
  },
  {
    name: "list",
    method: "GET",
    path: "/v2/loyalty/programs?limit=50",
    token: "lister",
    expectedStatus: 200,
    note: "GET /v2/loyalty/programs: a merchant's 100 programs among 20,000, newest 50",
    floor: async ({ db, ids, ObjectId }) => {
      const all = await db
        .collection("programs")
        .find({ merchantId: new ObjectId(ids.listerId) })
        .toArray();
      all.sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || String(b._id).localeCompare(String(a._id)),
      );
      const items = all.slice(0, 50).map(({ _id, ...rest }) => ({ id: String(_id), ...rest }));
      return [200, { items, total: all.length, page: 1, limit: 50, offset: 0 }];
    },
  },
];

export const SCENARIO_HEADER = "x-bench-scenario";

/** Both floors: the scenario named in the request's header, run against `db`. */
export async function runFloor({ scenarioName, db, ids, ObjectId, body }) {
  const scenario = SCENARIOS.find((candidate) => candidate.name === scenarioName);
  if (!scenario) return [404, { detail: "Not Found" }];
  return scenario.floor({ db, ids, ObjectId, body });
}
