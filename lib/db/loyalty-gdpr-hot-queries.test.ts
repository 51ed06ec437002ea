import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as erasePerson } from "@/app/v2/gdpr/erasure/route";
import { POST as exportPerson } from "@/app/v2/gdpr/export/route";
import { GET as getRecord } from "@/app/v2/loyalty/gdpr/erasure/[requestId]/route";
import { POST as erase, GET as listRecords } from "@/app/v2/loyalty/gdpr/erasure/route";
import { POST as exportData } from "@/app/v2/loyalty/gdpr/export/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram, seedMember } from "@/lib/testing/gdpr-members";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

/** Every members' GDPR path through its handler, each recorded query explained by FerretDB. */
describe.skipIf(!isEmbedded)("members' GDPR queries are pushed down on a tenant key", () => {
  beforeAll(async () => {
    const owner = await merchantWithToken();
    const programId = (await loyaltyProgram(owner.merchantId)).id;
    const seed = (email: string, externalId: string) =>
      seedMember({ merchantId: owner.merchantId, programId, email, externalId, points: [{ points: 3 }] });
    await seed("hot-member@example.com", "hot-ext");
    const byId = await seed("hot-other@example.com", "hot-other");
    await seed("hot-person@example.com", "hot-person");
    const auth = { token: owner.token };
    recording = recordQueries();
    const post = async (handler: typeof erase, path: string, json: unknown) =>
      (await callRoute(handler, { ...auth, path, json })).data as { requestId: string };
    await post(exportData, "/v2/x", { customerEmail: "hot-member@example.com" });
    await post(erase, "/v2/x?dryRun=true", { customerId: "hot-ext" });
    const erased = await post(erase, `/v2/x?programId=${programId}`, {
      customerEmail: "hot-member@example.com",
    });
    await post(erase, `/v2/x?memberId=${byId.id}`, {});
    await post(exportPerson, "/v2/x", { customerId: "hot-person", format: "csv" });
    await post(erasePerson, "/v2/x", { customerEmail: "hot-person@example.com" });
    expect((await callRoute(getRecord, { ...auth, params: { requestId: erased.requestId } })).status).toBe(
      200,
    );
    expect((await callRoute(listRecords, { ...auth, path: "/v2/x" })).status).toBe(200);
    recording.stop();
  });

  afterAll(() => recording?.stop());

  it("recorded the queries of every path", () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect([...collections]).toEqual(
      expect.arrayContaining([
        "members",
        "member_keys",
        "member_points_entries",
        "gdpr_requests",
        "giftcards",
      ]),
    );
  });

  it("has every recorded filter pushed down to SQL on an indexed key", async () => {
    expect(await queriesNotPushedDown(recording.captured)).toEqual([]);
  });
});
