import mongoose from "mongoose";
import { runFloor, SCENARIO_HEADER } from "../../../scenarios.mjs";

// The Next floor of `npm run bench:api`: one route handler, same Next version, production build, no withApi.
const { MongoClient, ObjectId } = mongoose.mongo;
let connected; // at the first request: the build has no database
const ids = () => JSON.parse(process.env.BENCH_IDS ?? "{}");

async function handle(request) {
  connected ??= new MongoClient(process.env.MONGODB_URI ?? "", { maxPoolSize: 20 }).connect();
  const client = await connected;
  const body = request.method === "POST" ? await request.text() : "";
  const [status, json] = await runFloor({
    scenarioName: request.headers.get(SCENARIO_HEADER),
    db: client.db(),
    ids: ids(),
    ObjectId,
    body,
  });
  return Response.json(json, { status });
}

export const GET = handle;
export const POST = handle;
export const dynamic = "force-dynamic";
