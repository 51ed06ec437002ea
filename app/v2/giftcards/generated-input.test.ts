import { beforeAll, describe, expect, it } from "vitest";
import { GET as getRecord } from "@/app/v2/giftcards/gdpr/erasure/[requestId]/route";
import { POST as erase, GET as listRecords } from "@/app/v2/giftcards/gdpr/erasure/route";
import { POST as exportData } from "@/app/v2/giftcards/gdpr/export/route";
import { POST as redeem } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/redeem/route";
import { POST as reload } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/reload/route";
import {
  DELETE as deleteCard,
  GET as getCard,
} from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/route";
import { POST as issueCard, GET as listCards } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { DELETE as deleteProgram } from "@/app/v2/giftcards/programs/[programId]/route";
import { GET as searchMerchants } from "@/app/v2/merchants/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { type CallResult, callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { pickerOf, seededRandom } from "@/lib/testing/seeded-random";

// "No request a client can send produces a 500", for the gift-card and GDPR handlers.
const CASES = 60;

const random = seededRandom(20261123);
const pick = pickerOf(random);

const VALUES = [
  "",
  " ",
  "x".repeat(1100),
  "😀",
  "1.005",
  "0.01",
  "10000",
  "-1",
  "1e400",
  "NaN",
  "a@example.com",
  "A@EXAMPLE.COM ",
  "0123456789abcdef01234567",
  "json",
  "csv",
  "2020-01-01",
  "2099-01-01T00:00:00Z",
  0,
  1.5,
  25,
  -3,
  1e21,
  true,
  null,
  [],
  {},
  { $gt: "" },
];
const FIELDS = [
  "initialValue",
  "amount",
  "customerEmail",
  "customerId",
  "reason",
  "format",
  "expiresAt",
  "currency",
  "customerName",
  "customMessage",
  "$set",
  "__proto__",
];
const QUERY = [
  "programId",
  "cardId",
  "dryRun",
  "status",
  "customerEmail",
  "limit",
  "offset",
  "page",
  "q",
  "kind",
];

function randomBody(): string {
  const roll = random();
  if (roll < 0.1) return pick(["{", "[]", '"x"', "1", "null", '{"a":'] as const);
  const body: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 5); i > 0; i--) body[pick(FIELDS)] = pick(VALUES);
  return JSON.stringify(body);
}

function randomQuery(ids: string[]): string {
  const query = new URLSearchParams();
  for (const name of QUERY) if (random() < 0.3) query.set(name, String(pick([...VALUES, ...ids])));
  return query.toString();
}

const ACCEPTED = new Set([200, 201, 204, 400, 401, 403, 404, 409, 413, 422]);

function expectClientAnswer(result: CallResult, label: string) {
  expect({ label, isAccepted: ACCEPTED.has(result.status) }).toEqual({ label, isAccepted: true });
  if (result.status >= 400) expect(result.data).toHaveProperty("detail");
}

let token: string;
let programId: string;
let cardId: string;

beforeAll(async () => {
  const owner = await merchantWithToken();
  token = owner.token;
  programId = (await giftCardProgram(owner.merchantId)).id;
  const card = await callRoute(issueCard, {
    params: { programId },
    json: { initialValue: 50, customerEmail: "a@example.com" },
    token,
  });
  cardId = (card.data as { id: string }).id;
});

describe("generated input against gift-card and GDPR handlers", () => {
  it("never answers 5xx", async () => {
    const headers = { "content-type": "application/json" };
    for (let i = 0; i < CASES; i++) {
      const ids = [programId, cardId, "0123456789abcdef01234567", "nope"];
      const params = { programId: pick(ids), cardId: pick(ids), requestId: pick(ids) };
      const query = randomQuery([programId, cardId]);
      const body = randomBody();
      const calls: [string, Promise<CallResult>][] = [
        ["issue", callRoute(issueCard, { method: "POST", body, headers, token, params })],
        ["list", callRoute(listCards, { path: `/v2/x?${query}`, token, params })],
        ["get", callRoute(getCard, { token, params })],
        ["redeem", callRoute(redeem, { method: "POST", body, headers, token, params })],
        ["reload", callRoute(reload, { method: "POST", body, headers, token, params })],
        ["erase", callRoute(erase, { method: "POST", path: `/v2/x?${query}`, body, headers, token })],
        ["export", callRoute(exportData, { method: "POST", path: `/v2/x?${query}`, body, headers, token })],
        ["history", callRoute(listRecords, { path: `/v2/x?${query}`, token })],
        ["record", callRoute(getRecord, { token, params })],
        ["merchants", callRoute(searchMerchants, { path: `/v2/x?${query}`, token })],
      ];
      for (const [name, call] of calls)
        expectClientAnswer(await call, `${name} ${JSON.stringify(params)} ${query} ${body}`);
      if (i >= CASES - 3) {
        expectClientAnswer(await callRoute(deleteCard, { method: "DELETE", token, params }), "delete card");
        const programParams = { programId: pick(ids) };
        const deleted = await callRoute(deleteProgram, { method: "DELETE", token, params: programParams });
        expectClientAnswer(deleted, `delete program ${programParams.programId}`);
      }
    }
  }, 120_000);
});
