import { Types } from "mongoose";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { createAppKeySchema } from "@/lib/schemas/app-key";
import { MEMBER_EXPORT_COLUMNS } from "@/lib/schemas/member-import";
import { createAppKey } from "@/lib/services/app-keys/create-app-key";
import { deleteMember } from "@/lib/services/members/delete-member";
import { exportMembersCsv } from "@/lib/services/members/export-members";
import { merchantWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { recordQueries } from "@/lib/testing/pushdown";
import { seedMembers } from "@/lib/testing/seed-members";
import { GET } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
const SEEDED = 2_500;

let owner: Account;
let programId: string;
let joined: Awaited<ReturnType<typeof joinedMember>>[];

beforeAll(async () => {
  owner = await merchantWithToken("Exporter");
  const program = await loyaltyProgram(owner.merchantId, {
    country: "DE",
    pointsAddEmail: 7,
    customFields: [
      { name: "size", type: "selection", options: ["S", "M"] },
      { name: "notes", type: "json" },
    ],
  });
  programId = program.id;
  await seedMembers({
    merchantId: new Types.ObjectId(owner.merchantId),
    programId: new Types.ObjectId(programId),
    count: SEEDED,
    entryEvery: 2,
  });
  joined = [
    await joinedMember(owner.merchantId, programId, {
      email: "formula@example.com",
      firstName: '=HYPERLINK("https://evil.example")',
      lastName: "@SUM(A1)",
      phone: "030 1234567",
      customFields: { size: "M", notes: { likes: ["tea"] } },
    }),
    await joinedMember(owner.merchantId, programId, {
      email: "leaving@example.com",
      lastName: "Müller, Jr.",
    }),
    await joinedMember(owner.merchantId, programId, { externalId: "-5", firstName: 'Ann "Nan"' }),
  ];
  await deleteMember({ merchantId: owner.merchantId, programId, memberId: joined[1]?.id ?? "" });
});

const download = (options: Partial<CallOptions> = {}) =>
  callRoute(GET, { params: { programId }, token: owner.token, ...options });
/** The handler's own Response, its body not read yet. */
const respond = (token = owner.token) =>
  GET(new Request("http://localhost/v2/export", { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({ programId }),
  });
const parsed = (text: string) =>
  Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

describe("exporting a program's members", () => {
  it("downloads every member as CSV: stable columns, oldest first, balances, custom fields, formulas neutralised", async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="members-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    // A byte order mark first, so spreadsheets read the file as UTF-8 (text() drops it when decoding).
    const reader = (await respond()).body?.getReader();
    const first = await reader?.read();
    await reader?.cancel();
    expect([...(first?.value?.slice(0, 3) ?? [])]).toEqual([0xef, 0xbb, 0xbf]);
    const { data, meta, errors } = parsed(response.text);
    expect(errors).toEqual([]);
    expect(meta.fields).toEqual([...MEMBER_EXPORT_COLUMNS, "customFields.size", "customFields.notes"]);
    // The deleted member is left out; the others follow the seeded ones in the order they joined.
    expect(data).toHaveLength(SEEDED + 2);
    expect(data.slice(0, 3).map((row) => row.firstName)).toEqual(["First 1", "First 2", "First 3"]);
    expect(data[1]).toMatchObject({ points: "10", lifetimePoints: "10", status: "active", tier: "" });
    expect(data[0]).toMatchObject({
      points: "0",
      marketingConsent: "false",
      createdAt: "2026-01-01T00:00:01.000Z",
    });
    const [formula, quoted] = data.slice(-2);
    expect(formula).toMatchObject({
      id: joined[0]?.id,
      memberNumber: joined[0]?.memberNumber,
      email: "formula@example.com",
      firstName: '\'=HYPERLINK("https://evil.example")',
      lastName: "'@SUM(A1)",
      phone: "+49301234567",
      points: "7",
      "customFields.size": "M",
      "customFields.notes": '{"likes":["tea"]}',
    });
    expect(quoted).toMatchObject({ externalId: "-5", firstName: 'Ann "Nan"', "customFields.size": "" });
    expect(data.some((row) => row.email === "leaving@example.com")).toBe(false);
  });

  it("reads a few buckets of members each time the reader asks for more, never the whole program", async () => {
    const { body } = await exportMembersCsv({ merchantId: owner.merchantId, programId });
    const recording = recordQueries();
    try {
      const reader = body.getReader();
      const bucketReads = () =>
        recording.captured.filter((query) => query.collection === "members" && "bucketKey" in query.filter);
      const lineCount = (chunk: Uint8Array) => new TextDecoder().decode(chunk).split("\r\n").length - 1;
      await reader.read(); // the header
      const first = await reader.read(); // members 1–399 (buckets 0–3)
      await new Promise((resolve) => setTimeout(resolve, 100));
      // One chunk of four buckets is read; at most one more is read ahead of the reader.
      expect(bucketReads().length).toBeLessThanOrEqual(8);
      let lines = first.value ? lineCount(first.value) : 0;
      expect(lines).toBe(399);
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        lines += lineCount(chunk.value);
      const buckets = Math.floor((SEEDED + 3) / 100) + 1;
      expect(bucketReads()).toHaveLength(buckets);
      // Each read is a top-level equality on the program and one bucket, so each reads at most 100 members.
      for (const query of bucketReads()) {
        expect(Object.keys(query.filter).sort()).toEqual(["bucketKey", "programId"]);
      }
      expect(lines).toBe(SEEDED + 2);
    } finally {
      recording.stop();
    }
  });

  it("answers a header alone for a program without members", async () => {
    const empty = await loyaltyProgram(owner.merchantId);
    const response = await download({ params: { programId: empty.id } });
    expect(response.status).toBe(200);
    expect(response.text).toBe(`${MEMBER_EXPORT_COLUMNS.join(",")}\r\n`);
  });

  it("needs the merchant's auth: 401 without, 404 for another merchant, 409 for a gift-card program", async () => {
    expect((await download({ token: undefined })).status).toBe(401);
    const stranger = await merchantWithToken("Stranger");
    const foreign = await download({ token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain("@example.com");
    const gift = await giftCardProgram(owner.merchantId);
    expect((await download({ params: { programId: gift.id } })).status).toBe(409);
    expect((await download({ params: { programId: "not-an-id" } })).status).toBe(422);
  });

  it("lets a read-only app key export", async () => {
    const { token } = await createAppKey({
      merchantId: owner.merchantId,
      createdBy: owner.userId,
      input: createAppKeySchema.parse({ name: "Reader", fullAccess: false }),
    });
    const response = await respond(token);
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});
