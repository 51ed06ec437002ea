import { beforeAll, describe, expect, it } from "vitest";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { loyaltyExportResponseSchema } from "@/lib/schemas/loyalty-gdpr";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram, type SeededMember, seedMember } from "@/lib/testing/gdpr-members";
import { POST as exportData } from "./route";

const JOINED_AT = new Date("2026-03-01T09:30:00.000Z");

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;
let mine: SeededMember;
let second: SeededMember;

beforeAll(async () => {
  owner = await merchantWithToken();
  programId = (await loyaltyProgram(owner.merchantId)).id;
  const otherProgram = (await loyaltyProgram(owner.merchantId, { name: "Other" })).id;
  mine = await seedMember({
    merchantId: owner.merchantId,
    programId,
    email: "Export.Member@example.com",
    externalId: "crm-42",
    points: [
      { points: 30, source: "rule", reason: "pointsAddEmail" },
      { points: -10, source: "redemption" },
    ],
    extra: {
      firstName: '=HYPERLINK("http://evil")',
      customFields: { drink: 'Says "hi", twice' },
      consent: { termsAt: null, privacyAt: JOINED_AT, marketingAt: JOINED_AT, ip: "203.0.113.0" },
      utm: { source: "newsletter", medium: "email", campaign: null },
    },
  });
  second = await seedMember({ merchantId: owner.merchantId, programId: otherProgram, externalId: "crm-42" });
  await seedMember({ merchantId: owner.merchantId, programId, email: "someone@example.com" });
});

const call = (json: unknown, query = "", token = owner.token) =>
  callRoute(exportData, { path: `/v2/loyalty/gdpr/export${query}`, json, token });

type Exported = { requestId: string; members: Record<string, unknown>[] };

describe("POST /v2/loyalty/gdpr/export", () => {
  it("exports the person's memberships with number, balance, lifetime points and ledger as JSON", async () => {
    const response = await call({ customerEmail: " EXPORT.member@example.com ", reason: "Art. 15" });
    expect(response.status).toBe(200);
    expect(loyaltyExportResponseSchema.strict().safeParse(response.data).error).toBeUndefined();
    const body = response.data as Exported;
    expect(body.members).toHaveLength(1);
    expect(body.members[0]).toMatchObject({
      id: mine.id,
      programId,
      memberNumber: mine.memberNumber,
      email: "export.member@example.com",
      externalId: "crm-42",
      lastName: "Mustermann",
      birthday: "1990-04-01",
      marketingConsent: true,
      consent: {
        termsAt: null,
        privacyAt: JOINED_AT.toISOString(),
        marketingAt: JOINED_AT.toISOString(),
        ip: "203.0.113.0",
      },
      utm: { source: "newsletter", medium: "email", campaign: null },
      balance: 20,
      lifetimePoints: 30,
      deleted: false,
      entries: [
        expect.objectContaining({ sequence: 1, points: 30, balanceAfter: 30, source: "rule" }),
        expect.objectContaining({ sequence: 2, points: -10, balanceAfter: 20, source: "redemption" }),
      ],
    });
    const record = await GdprRequest.findById(body.requestId).lean();
    expect(record).toMatchObject({
      kind: "export",
      status: "completed",
      format: "json",
      covers: ["members"],
    });
    expect(record?.affectedMembers.map(String)).toEqual([mine.id]);
    expect(record?.message).toBe("Exported 1 member");
    expect(JSON.stringify(record).toLowerCase()).not.toContain("export.member@example.com");
  });

  it("finds a person by customerId (the external id) in every program, or one member by memberId", async () => {
    const byExternalId = (await call({ customerId: "crm-42" })).data as Exported;
    expect(byExternalId.members.map((member) => member.id).sort()).toEqual([mine.id, second.id].sort());
    const byId = (await call({}, `?memberId=${second.id}`)).data as Exported;
    expect(byId.members.map((member) => member.id)).toEqual([second.id]);
    const nobody = (await call({ customerEmail: "nobody@example.com" })).data as Exported;
    expect(nobody.members).toEqual([]);
    expect((await GdprRequest.findById(nobody.requestId).lean())?.status).toBe("no_match");
  });

  it("exports CSV with quoting and spreadsheet formulas neutralised", async () => {
    const response = await call({ customerEmail: "export.member@example.com", format: "csv" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/member-export-[0-9a-f]{24}\.csv/);
    expect(response.headers.get("x-gdpr-request-id")).toMatch(/^[0-9a-f]{24}$/);
    const lines = response.text.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,programId,memberNumber,referralCode,status,email,phone,firstName,lastName,birthday,externalId,customFields,marketingConsent,termsAcceptedAt,privacyAcceptedAt,marketingConsentAt,consentIp,utmSource,utmMedium,utmCampaign,balance,lifetimePoints,createdAt,deleted,entries",
    );
    expect(lines).toHaveLength(2);
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.text).toContain('"{""drink"":""Says \\""hi\\"", twice""}"');
    expect(response.text).toContain(
      ",true,,2026-03-01T09:30:00.000Z,2026-03-01T09:30:00.000Z,203.0.113.0,newsletter,email,,20,30,",
    );
    expect(response.text).toContain("1:rule:30 2:redemption:-10");
    expect(response.text).not.toContain("someone@example.com");
  });

  it("follows the erasure's identification rules", async () => {
    expect((await call({ format: "json" })).status).toBe(422);
    const badFormat = await call({ customerEmail: "export.member@example.com", format: "xml" });
    expect(badFormat.data).toMatchObject({ detail: [{ type: "enum", loc: ["body", "format"] }] });
    expect((await call({}, "?memberId=zzz")).data).toMatchObject({
      detail: [{ type: "string_pattern_mismatch", loc: ["query", "memberId"] }],
    });
    const other = await merchantWithToken();
    expect((await call({}, `?memberId=${mine.id}`, other.token)).status).toBe(404);
    expect((await call({ customerId: "crm-42" }, `?programId=${programId}`, other.token)).status).toBe(404);
    expect(((await call({ customerId: "crm-42" }, "", other.token)).data as Exported).members).toEqual([]);
  });
});
