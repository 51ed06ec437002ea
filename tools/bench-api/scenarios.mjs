// The scenarios `npm run bench:api` drives, one entry each: the request the app gets and the database work
// both floors (bare node:http, and a minimal Next route handler) do for it. Floors do no authentication, no
// validation and no withApi: the same queries and the same documents, nothing else. Plain JavaScript, so the
// Next floor's build and the tsx-run benchmark share this one file. Add a scenario by adding an entry.

export const CREATE_BODY = {
  passTypeIdentifier: "pass.com.example.bench",
  name: "Bench",
  schema: "stampCard",
};

/**
 * The program the app stores for the create body, as the floor inserts it: the bench creates one through the app's
 * service first and hands its stored fields (the schema's defaults and nulls included, all but the ids and times)
 * to the floors as `createdFields`, so both sides insert the very same document.
 */
function programForCreate(input, createdFields, merchantId) {
  const now = new Date();
  const { schema, ...named } = input;
  return {
    ...JSON.parse(createdFields),
    ...named,
    ...(schema && { programSchema: schema }),
    merchantId,
    createdAt: now,
    updatedAt: now,
  };
}

/** The floor's own member's ledger as this floor process left it (the app keeps the same warm copy). */
const floorLedgers = new Map();

async function newestEntryOf(db, memberId) {
  const [newest] = await db
    .collection("member_points_entries")
    .find({ memberId })
    .sort({ sequence: -1 })
    .limit(1)
    .toArray();
  return newest
    ? { sequence: newest.sequence, balance: newest.balanceAfter, lifetime: newest.lifetimeAfter }
    : { sequence: 0, balance: 0, lifetime: 0 };
}

/** The listing's head moved (new one inserted, old one deleted), as the app does alongside the record. */
async function moveHead(db, member, entry) {
  const heads = db.collection("member_points_heads");
  await heads.insertOne({
    _id: `${String(member._id)}:${entry.sequence}`,
    programId: member.programId,
    memberId: member._id,
    bucketKey: member.bucketKey,
    sequence: entry.sequence,
    balance: entry.balanceAfter,
    lifetime: entry.lifetimeAfter,
    at: entry.createdAt,
  });
  if (entry.sequence > 1) await heads.deleteOne({ _id: `${String(member._id)}:${entry.sequence - 1}` });
}

/**
 * A warm scan's database work, as the app does it (decision 059): the program, the member and the promotions
 * read together; the entry inserted at last + 1 (the floor's own members, so the app's warm copies stay its
 * own; a lost race reads the newest entry and tries again); then, at the same time, the head moved, the
 * overview's tally row and the outward effects' three look-ups. Members taken in turn, as the app's are.
 */
let floorScans = 0;
/** A member's pass serial (lib/services/pass-updates/pass-identity.ts). */
const SERIAL_PREFIX = "member-";

async function scanFloor({ db, ids, ObjectId }) {
  const programId = new ObjectId(ids.scanProgramId);
  // Each floor process its own members (the node floor's are named by BENCH_FLOOR_MEMBERS), as each app's.
  const numbers = ids[process.env.BENCH_FLOOR_MEMBERS ?? "floorMemberNumbers"].split(",");
  const memberNumber = numbers[floorScans++ % numbers.length];
  const [program, member] = await Promise.all([
    db.collection("programs").findOne({ _id: programId }),
    db.collection("members").findOne({ programId, memberNumber }),
    db.collection("promotions").find({ programId }).toArray(),
  ]);
  if (!program || !member) return [404, { detail: "Not Found" }];
  const points = program.pointsScanPass ?? 0;
  const key = String(member._id);
  for (let attempt = 0; attempt < 60; attempt++) {
    const known = (attempt === 0 && floorLedgers.get(key)) || (await newestEntryOf(db, member._id));
    const sequence = known.sequence + 1;
    const createdAt = new Date();
    const entry = {
      merchantId: member.merchantId,
      programId,
      memberId: member._id,
      ledgerKey: `${key}:${Math.floor(sequence / 100)}`,
      scanDayKey: `${String(programId)}:${createdAt.toISOString().slice(0, 10)}`,
      sequence,
      points,
      balanceAfter: known.balance + points,
      lifetimeAfter: known.lifetime + points,
      source: "scan",
      reason: null,
      onceKey: null,
      actorUserId: null,
      promotion: null,
      locationId: null,
      actorAppKeyId: null,
      createdAt,
    };
    try {
      await db.collection("member_points_entries").insertOne(entry);
    } catch (error) {
      if (error?.code !== 11000) throw error;
      // As the app's append loop: spread the retries of racing writers a little.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 4 * (attempt + 1))));
      continue;
    }
    floorLedgers.set(key, { sequence, balance: entry.balanceAfter, lifetime: entry.lifetimeAfter });
    await Promise.all([
      moveHead(db, member, entry),
      db.collection("overview_tallies").insertOne({
        _id: `points.changed:${String(entry._id)}`,
        merchantId: member.merchantId,
        programId: String(programId),
        dayKey: `${String(member.merchantId)}:${createdAt.toISOString().slice(0, 10)}`,
        counts: {
          newMembers: 0,
          scans: 1,
          pointsGiven: points,
          offersRedeemed: 0,
          cardsSold: 0,
          passesInstalled: 0,
          passesRemoved: 0,
        },
        money: {},
        createdAt,
        locationId: null,
        currency: null,
      }),
      // The outward effects' look-ups (no webhook, no Google configuration, no device: nothing to write).
      db
        .collection("webhooks")
        .find({ merchantId: member.merchantId }, { projection: { events: 1, enabled: 1 } })
        .toArray(),
      db.collection("google_wallet_credentials").findOne({ _id: member.merchantId }),
      db
        .collection("apple_pass_registrations")
        .find(
          { serialNumber: `${SERIAL_PREFIX}${key}` },
          { projection: { pushToken: 1, passTypeIdentifier: 1 } },
        )
        .toArray(),
    ]);
    const { _id, ...stored } = entry;
    return [201, { member: { id: key, points: entry.balanceAfter }, entry: { id: String(_id), ...stored } }];
  }
  return [409, { detail: { code: "LEDGER_BUSY" } }];
}

/**
 * @typedef {{ db: import("mongodb").Db, ids: Record<string, string>, ObjectId: typeof import("mongodb").ObjectId, body: string }} FloorContext
 * @typedef {{ name: string, method: "GET" | "POST", path: string, body?: string, token?: "lister" | "creator",
 *   bodies?: (ids: Record<string, string>) => string[],
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
      return program ? [200, program] : [404, { detail: "Program not found" }];
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
      const document = programForCreate(JSON.parse(body), ids.createdFields, new ObjectId(ids.creatorId));
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
  {
    name: "scan",
    method: "POST",
    path: "/v2/loyalty/programs/{scanProgramId}/scans",
    body: JSON.stringify({ memberNumber: "{scanMemberNumber}" }),
    // A counter scans one member after another: the seeded members in turn, not ten connections on one ledger.
    bodies: (ids, server) =>
      ids[server === "app-nocache" ? "noCacheMemberNumbers" : "scanMemberNumbers"]
        .split(",")
        .map((memberNumber) => JSON.stringify({ memberNumber })),
    token: "creator",
    expectedStatus: 201,
    note: "POST …/scans: a warm scan (program + member + promotions together, entry, then head + tally + 3 look-ups)",
    floor: scanFloor,
  },
];

/** A scenario's path or body with the seeded ids in place of `{name}` (ids are known only after seeding). */
export const withIds = (text, ids) => text?.replace(/\{(\w+)\}/g, (_, name) => ids[name] ?? `{${name}}`);

export const SCENARIO_HEADER = "x-bench-scenario";

/** Both floors: the scenario named in the request's header, run against `db`. */
export async function runFloor({ scenarioName, db, ids, ObjectId, body }) {
  const scenario = SCENARIOS.find((candidate) => candidate.name === scenarioName);
  if (!scenario) return [404, { detail: "Not Found" }];
  return scenario.floor({ db, ids, ObjectId, body });
}
