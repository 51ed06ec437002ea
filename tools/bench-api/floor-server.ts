import http from "node:http";
import mongoose from "mongoose";

/**
 * The floor `npm run bench:api` measures the app against: node:http and the MongoDB driver doing the same
 * database work as POST /v2/programs and GET /v2/loyalty/programs (same queries, same documents), with no
 * framework, no authentication and no validation. The merchant comes from the environment.
 */
async function main() {
  const port = Number(process.env.PORT);
  const listMerchantId = new mongoose.Types.ObjectId(process.env.BENCH_LIST_MERCHANT_ID);
  const createMerchantId = new mongoose.Types.ObjectId(process.env.BENCH_CREATE_MERCHANT_ID);
  const client = new mongoose.mongo.MongoClient(process.env.MONGODB_URI ?? "", { maxPoolSize: 20 });
  await client.connect();
  const programs = client.db().collection("programs");

  const server = http.createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    try {
      if (request.url === "/v2/nope") return send(404, { detail: "Not Found" });
      if (request.method === "POST") {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        const now = new Date();
        const document = {
          ...input,
          merchantId: createMerchantId,
          programSchema: input.schema ?? "tieredMembership",
          programType: input.programType ?? "loyalty",
          retention_period_days: 30,
          customFields: [],
          requiredFields: [],
          createdAt: now,
          updatedAt: now,
        };
        delete document.schema;
        const { insertedId } = await programs.insertOne(document);
        return send(201, { ...document, _id: undefined, id: String(insertedId) });
      }
      const all = await programs.find({ merchantId: listMerchantId }).toArray();
      all.sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || String(b._id).localeCompare(String(a._id)),
      );
      const items = all.slice(0, 50).map(({ _id, ...rest }) => ({ id: String(_id), ...rest }));
      return send(200, { items, total: all.length, page: 1, limit: 50, offset: 0 });
    } catch (error) {
      send(500, { detail: String(error) });
    }
  });
  server.listen(port, "127.0.0.1", () => console.log(`floor ready on ${port}`));
}

void main();
