import { beforeAll, describe, expect, it } from "vitest";
import { POST as issueCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { POST as joinMember } from "@/app/v2/loyalty/programs/[programId]/members/route";
import { POST as createOffer } from "@/app/v2/loyalty/programs/[programId]/offers/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as submitSignup } from "@/app/v2/signup/pending/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { POST as createWebhook } from "@/app/v2/webhooks/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { LINE_TEXT_PATTERN, MULTILINE_TEXT_PATTERN, NO_NUL_PATTERN } from "@/lib/schemas/fields";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { loyaltyProgram } from "@/lib/testing/members";
import { uniqueClientIp, validSignup } from "@/lib/testing/signup";
import { PUT as updateAccount } from "./account/route";

// Text that reaches a pass (organizationName, field values, names, terms), an e-mail or a page: control characters
// and bidirectional controls are refused with a 422 wherever text is stored (lib/schemas/fields/text.ts).

const RLO = "\u202e"; // RIGHT-TO-LEFT OVERRIDE: "Café\u202eevil" reads "Cafélive"
const ISOLATE = "\u2066";
type Item = { type: string; loc: (string | number)[]; ctx?: { pattern?: string } };

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let loyaltyId: string;
let giftId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Text Café");
  loyaltyId = (
    await loyaltyProgram(owner.merchantId, {
      customFields: [
        { name: "favourite", type: "text" },
        { name: "data", type: "json" },
      ],
    })
  ).id;
  giftId = (await giftCardProgram(owner.merchantId)).id;
});

/** The single 422 item of a refused request. */
function onlyItem(response: { status: number; data: unknown }): Item {
  expect(response.status, JSON.stringify(response.data)).toBe(422);
  const { detail } = response.data as { detail: Item[] };
  expect(detail).toHaveLength(1);
  return detail[0] as Item;
}

const refusedAt = (loc: (string | number)[], pattern = LINE_TEXT_PATTERN) => ({
  type: "string_pattern_mismatch",
  loc,
  ctx: { pattern },
});

describe("stored text refuses control and bidirectional control characters", () => {
  it("in a program's company, name and terms (terms may have several lines)", async () => {
    const program = { passTypeIdentifier: "pass.com.example.text", name: "Text" };
    const create = (json: unknown) =>
      callRoute(createProgram, { path: "/v2/programs", json, token: owner.token });
    expect(onlyItem(await create({ ...program, company: `Caf${RLO}é` }))).toMatchObject(
      refusedAt(["body", "company"]),
    );
    expect(onlyItem(await create({ ...program, name: "Bell\u0007" }))).toMatchObject(
      refusedAt(["body", "name"]),
    );
    expect(onlyItem(await create({ ...program, terms: "One\r\nTwo" }))).toMatchObject(
      refusedAt(["body", "terms"], MULTILINE_TEXT_PATTERN),
    );
    const created = await create({ ...program, terms: "No cash value.\n\t- Not transferable." });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ terms: "No cash value.\n\t- Not transferable." });
  });

  it("in a template's organization name and its fields' labels and values", async () => {
    const create = (json: unknown) =>
      callRoute(createTemplate, { path: "/v2/templates", json, token: owner.token });
    const template = { name: "Text", passType: "storeCard" };
    expect(onlyItem(await create({ ...template, organizationName: `Shop${ISOLATE}` }))).toMatchObject(
      refusedAt(["body", "organizationName"]),
    );
    const field = (label: string, value: string) => ({
      ...template,
      backFields: [{ key: "k", label, value }],
    });
    expect(onlyItem(await create(field(`L${RLO}`, "v")))).toMatchObject(
      refusedAt(["body", "backFields", 0, "label"]),
    );
    expect(onlyItem(await create(field("L", "v\u0085")))).toMatchObject(
      refusedAt(["body", "backFields", 0, "value"], MULTILINE_TEXT_PATTERN),
    );
    expect((await create(field("Hours", "Mon–Fri\n8–18"))).status).toBe(201);
  });

  it("in a member's names and custom text fields", async () => {
    const join = (json: unknown) =>
      callRoute(joinMember, { params: { programId: loyaltyId }, json, token: owner.token });
    const email = () => `text-${Math.random().toString(36).slice(2)}@example.com`;
    expect(onlyItem(await join({ email: email(), firstName: `Ada${RLO}` }))).toMatchObject(
      refusedAt(["body", "firstName"]),
    );
    expect(onlyItem(await join({ email: email(), customFields: { favourite: "a\u001bb" } }))).toMatchObject(
      refusedAt(["body", "customFields", "favourite"]),
    );
    // A JSON field holds data, not text: any character but NUL, which the database cannot store (it was a 500).
    const nul = await join({ email: email(), customFields: { data: { list: ["ok", "x\u0000y"] } } });
    expect(onlyItem(nul)).toMatchObject(
      refusedAt(["body", "customFields", "data", "list", 1], NO_NUL_PATTERN),
    );
    expect((await join({ email: email(), customFields: { data: { note: "a\nb\u202e" } } })).status).toBe(201);
  });

  it("in offers, gift cards and webhooks", async () => {
    const offer = await callRoute(createOffer, {
      params: { programId: loyaltyId },
      json: { name: `Free${ISOLATE}coffee` },
      token: owner.token,
    });
    expect(onlyItem(offer)).toMatchObject(refusedAt(["body", "name"]));
    const card = (json: Record<string, unknown>) =>
      callRoute(issueCard, {
        params: { programId: giftId },
        json: { initialValue: 10, ...json },
        token: owner.token,
      });
    expect(onlyItem(await card({ customerName: `Bob${RLO}` }))).toMatchObject(
      refusedAt(["body", "customerName"]),
    );
    expect((await card({ customMessage: "Happy birthday!\nLove, Ada" })).status).toBe(201);
    const webhook = await callRoute(createWebhook, {
      json: { url: "https://hooks.example.com/t", events: ["giftcard.issued"], description: `a${RLO}` },
      token: owner.token,
    });
    expect(onlyItem(webhook)).toMatchObject(refusedAt(["body", "description"]));
  });

  it("in the merchant's company, which is the pass's organizationName, at signup and in the account", async () => {
    const signup = await callRoute(submitSignup, {
      path: "/v2/signup/pending",
      json: { ...validSignup(), company: `Evil${RLO}Corp` },
      headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
    });
    expect(onlyItem(signup)).toMatchObject(refusedAt(["body", "company"]));
    const account = await callRoute(updateAccount, {
      method: "PUT",
      json: { company: "Tab\tCafé" },
      token: owner.token,
    });
    expect(onlyItem(account)).toMatchObject(refusedAt(["body", "company"]));
  });
});
