import http from "node:http";
import mongoose from "mongoose";
import { runFloor, SCENARIO_HEADER } from "./scenarios.mjs";

/**
 * The bare floor `npm run bench:api` measures the app against: node:http and the MongoDB driver doing each
 * scenario's database work (tools/bench-api/scenarios.mjs), with no framework at all.
 */
async function main() {
  const port = Number(process.env.PORT);
  const ids = JSON.parse(process.env.BENCH_IDS ?? "{}");
  const { MongoClient, ObjectId } = mongoose.mongo;
  const client = new MongoClient(process.env.MONGODB_URI ?? "", { maxPoolSize: 20 });
  await client.connect();
  const db = client.db();

  const server = http.createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const [status, json] = await runFloor({
        scenarioName: request.headers[SCENARIO_HEADER],
        db,
        ids,
        ObjectId,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    } catch (error) {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ detail: String(error) }));
    }
  });
  server.listen(port, "127.0.0.1", () => console.log(`floor ready on ${port}`));
}

void main();
