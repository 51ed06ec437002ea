import { describe, expect, it } from "vitest";
import { GET as getAccount } from "@/app/v2/account/route";
import { DELETE as revokeRoute } from "@/app/v2/appkeys/[appKeyId]/route";
import { POST as createRoute, GET as listRoute } from "@/app/v2/appkeys/route";
import { POST as issueCard, GET as listCards } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { POST as creditPoints } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/points/route";
import { POST as joinMember } from "@/app/v2/loyalty/programs/[programId]/members/route";
import { GET as getProgram } from "@/app/v2/loyalty/programs/[programId]/route";
import { POST as scanRoute } from "@/app/v2/loyalty/programs/[programId]/scans/route";
import { GET as listPrograms } from "@/app/v2/loyalty/programs/route";
import { POST as createProgramRoute } from "@/app/v2/programs/route";
import { GET as getTemplate, PUT as updateTemplate } from "@/app/v2/templates/[templateId]/route";
import { POST as createTemplateRoute, GET as listTemplates } from "@/app/v2/templates/route";
import { addDays, DAY_MS } from "@/lib/clock";
import { AppKey } from "@/lib/db/models/app-key";
import { createAppKeySchema } from "@/lib/schemas/app-key";
import { createAppKey } from "@/lib/services/app-keys/create-app-key";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";

type Key = {
  id: string;
  token: string;
  prefix: string;
  expiresAt: string;
  allowedTemplates: string[] | null;
};
type Owner = Awaited<ReturnType<typeof merchantWithToken>>;
type Handler = Parameters<typeof callRoute>[0];

async function newKey(owner: Owner, body: Record<string, unknown> = {}): Promise<Key> {
  const response = await callRoute(createRoute, { json: { name: "Partner", ...body }, token: owner.token });
  expect(response.status, response.text).toBe(201);
  return response.data as Key;
}

const call = (handler: Handler, options: CallOptions) => callRoute(handler, options);
const codeOf = (data: unknown) => (data as { detail: { code: string } }).detail.code;
const program = (name: string, programType = "loyalty") => ({
  passTypeIdentifier: "pass.com.example.partner",
  name,
  programType,
});

describe("app keys", () => {
  it("mint a secret shown once, hashed at rest, listed without it", async () => {
    const owner = await merchantWithToken();
    const key = await newKey(owner, { fullAccess: false });
    expect(key.token).toMatch(/^lp_live_[A-Za-z0-9_-]{43}$/);
    expect(key.token.startsWith(key.prefix)).toBe(true);
    expect(key.prefix).toHaveLength("lp_live_".length + 6);
    const expiresInDays = (Date.parse(key.expiresAt) - Date.now()) / DAY_MS;
    expect(expiresInDays).toBeGreaterThan(364);
    expect(expiresInDays).toBeLessThan(366);
    const stored = await AppKey.findById(key.id).lean();
    expect(JSON.stringify(stored)).not.toContain(key.token.slice(8));
    const list = await callRoute(listRoute, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(key.token.slice(8));
    expect(list.text).not.toContain("secretHash");
    expect((list.data as { items: Key[] }).items).toEqual([
      expect.objectContaining({ id: key.id, prefix: key.prefix, fullAccess: false, lastUsedAt: null }),
    ]);
    expect(list.data).not.toHaveProperty("items.0.token");
  });

  it("carry a partner through creating a program and a template and issuing a gift card", async () => {
    const owner = await merchantWithToken();
    const { token } = await newKey(owner);
    const loyalty = await call(createProgramRoute, { json: program("Partner Stamps"), token });
    expect(loyalty.status, loyalty.text).toBe(201);
    const loyaltyId = (loyalty.data as { id: string; merchantId: string }).id;
    expect((loyalty.data as { merchantId: string }).merchantId).toBe(owner.merchantId);
    const template = await call(createTemplateRoute, {
      json: { name: "Partner card", passType: "storeCard", programId: loyaltyId },
      token,
    });
    expect(template.status, template.text).toBe(201);
    const gift = await call(createProgramRoute, { json: program("Partner Gifts", "giftcard"), token });
    const giftId = (gift.data as { id: string }).id;
    const card = await call(issueCard, {
      path: `/v2/giftcards/programs/${giftId}/cards`,
      params: { programId: giftId },
      json: { initialValue: "20.00" },
      token,
    });
    expect(card.status, card.text).toBe(201);
    expect((card.data as { balance: string }).balance).toBe("20.00");
    // The owner sees what the partner made: same merchant.
    const cards = await call(listCards, {
      path: `/v2/giftcards/programs/${giftId}/cards`,
      params: { programId: giftId },
      token: owner.token,
    });
    expect((cards.data as { items: unknown[] }).items).toHaveLength(1);
  });

  it("carry a partner through enrolling a member, crediting points and scanning the card", async () => {
    const owner = await merchantWithToken();
    const { token, id: appKeyId } = await newKey(owner);
    const created = await call(createProgramRoute, {
      json: { ...program("Partner Points"), pointsScanPass: 3 },
      token,
    });
    const programId = (created.data as { id: string }).id;
    const member = await call(joinMember, {
      params: { programId },
      json: { email: "partner-member@example.com", externalId: "crm-42" },
      token,
    });
    expect(member.status, member.text).toBe(201);
    const { id: memberId, memberNumber } = member.data as { id: string; memberNumber: string };
    const credit = await call(creditPoints, {
      params: { programId, memberId },
      json: { points: 40, reason: "Imported from the partner's CRM" },
      token,
    });
    expect(credit.status, credit.text).toBe(201);
    expect((credit.data as { balanceAfter: number }).balanceAfter).toBe(40);
    // Who did it (decision 053): the key, and the owner who made it.
    const actor = { actorAppKeyId: appKeyId, actorUserId: owner.userId };
    expect(credit.data).toMatchObject(actor);
    const scan = await call(scanRoute, { params: { programId }, json: { memberNumber }, token });
    expect(scan.status, scan.text).toBe(201);
    expect((scan.data as { member: { points: number } }).member.points).toBe(43);
    expect((scan.data as { entry: unknown }).entry).toMatchObject(actor);
    const byOwner = await call(creditPoints, {
      params: { programId, memberId },
      json: { points: 1, reason: "By hand" },
      token: owner.token,
    });
    expect(byOwner.data).toMatchObject({
      actorAppKeyId: null,
      actorUserId: owner.userId,
    });
    // A read-only key of the same merchant reads the member and cannot credit it.
    const { token: readOnly } = await newKey(owner, { fullAccess: false });
    const refused = await call(creditPoints, {
      params: { programId, memberId },
      json: { points: 1, reason: "Should not land" },
      token: readOnly,
    });
    expect(refused.status).toBe(403);
    expect(codeOf(refused.data)).toBe("APP_KEY_READ_ONLY");
  });

  it("record lastUsedAt, without a write on every request", async () => {
    const owner = await merchantWithToken();
    const key = await newKey(owner);
    await call(listTemplates, { token: key.token });
    await expect.poll(async () => (await AppKey.findById(key.id).lean())?.lastUsedAt ?? null).not.toBeNull();
    const first = (await AppKey.findById(key.id).lean())?.lastUsedAt?.getTime();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await call(listTemplates, { token: key.token });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await AppKey.findById(key.id).lean())?.lastUsedAt?.getTime()).toBe(first);
  });

  it("read-only keys read and cannot write", async () => {
    const owner = await merchantWithToken();
    const { token } = await newKey(owner, { fullAccess: false });
    expect((await call(listTemplates, { token })).status).toBe(200);
    const write = await call(createProgramRoute, { json: program("Nope"), token });
    expect(write.status).toBe(403);
    expect(codeOf(write.data)).toBe("APP_KEY_READ_ONLY");
    const list = await call(listPrograms, { path: "/v2/loyalty/programs", token: owner.token });
    expect((list.data as { total: number }).total).toBe(0);
  });

  it("limited to templates reach those templates and the programs they use, nothing else", async () => {
    const owner = await merchantWithToken();
    const make = async (name: string) =>
      ((await call(createProgramRoute, { json: program(name), token: owner.token })).data as { id: string })
        .id;
    const [inside, outside] = [await make("Inside"), await make("Outside")];
    const template = async (name: string, programId: string) =>
      (
        (
          await call(createTemplateRoute, {
            json: { name, passType: "storeCard", programId },
            token: owner.token,
          })
        ).data as { id: string }
      ).id;
    const [allowed, other] = [await template("Allowed", inside), await template("Other", outside)];
    const { token } = await newKey(owner, { allowedTemplates: [allowed] });

    const templates = await call(listTemplates, { token });
    expect((templates.data as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([allowed]);
    const byId = (id: string) =>
      call(getTemplate, { path: `/v2/templates/${id}`, params: { templateId: id }, token });
    expect((await byId(allowed)).status).toBe(200);
    expect((await byId(other)).status).toBe(404);
    const programs = await call(listPrograms, { path: "/v2/loyalty/programs", token });
    expect((programs.data as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([inside]);
    const programById = (id: string) =>
      call(getProgram, { path: `/v2/loyalty/programs/${id}`, params: { programId: id }, token });
    expect((await programById(inside)).status).toBe(200);
    expect((await programById(outside)).status).toBe(404);

    const created = await call(createTemplateRoute, { json: { name: "New", passType: "coupon" }, token });
    expect(created.status).toBe(403);
    expect(codeOf(created.data)).toBe("APP_KEY_OUTSIDE_TEMPLATES");
    const moved = await call(updateTemplate, {
      method: "PUT",
      path: `/v2/templates/${allowed}`,
      params: { templateId: allowed },
      json: { programId: outside },
      token,
    });
    expect(moved.status).toBe(403);
    expect(((await byId(allowed)).data as { programId: string }).programId).toBe(inside);
  });

  it("refuse templates of another merchant, expiries past two years, and bad input", async () => {
    const owner = await merchantWithToken();
    const stranger = await merchantWithToken();
    const theirs = (
      (
        await call(createTemplateRoute, {
          json: { name: "Theirs", passType: "coupon" },
          token: stranger.token,
        })
      ).data as { id: string }
    ).id;
    const foreign = await call(createRoute, {
      json: { name: "x", allowedTemplates: [theirs] },
      token: owner.token,
    });
    expect(foreign.status).toBe(422);
    const tooLate = addDays(new Date(), 2 * 365 + 2).toISOString();
    const late = await call(createRoute, { json: { name: "x", expires: tooLate }, token: owner.token });
    expect(late.status).toBe(422);
    expect((late.data as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual(["body", "expires"]);
    expect((await call(createRoute, { json: { name: "" }, token: owner.token })).status).toBe(422);
    expect((await call(createRoute, { json: { name: "   " }, token: owner.token })).status).toBe(422);
    expect(
      (await call(createRoute, { json: { name: "x", fullAccess: "maybe" }, token: owner.token })).status,
    ).toBe(422);
    const twoYears = addDays(new Date(), 2 * 365).toISOString();
    expect((await newKey(owner, { expires: twoYears })).expiresAt).toBe(twoYears);
    expect(await AppKey.countDocuments({ merchantId: owner.merchantId })).toBe(1);
  });

  it("cannot manage app keys or the account", async () => {
    const owner = await merchantWithToken();
    const { token, id } = await newKey(owner);
    for (const response of [
      await call(listRoute, { token }),
      await call(createRoute, { json: { name: "Escalate" }, token }),
      await call(revokeRoute, {
        method: "DELETE",
        path: `/v2/appkeys/${id}`,
        params: { appKeyId: id },
        token,
      }),
      await call(getAccount, { path: "/v2/account", token }),
    ]) {
      expect(response.status).toBe(403);
      expect(codeOf(response.data)).toBe("APP_KEY_NOT_ALLOWED");
    }
  });

  it("are managed by staff acting for the merchant, and another merchant's key is 404", async () => {
    const owner = await merchantWithToken();
    const staff = await staffWithToken();
    const headers = { "x-merchant-id": owner.merchantId };
    const created = await call(createRoute, { json: { name: "By support" }, token: staff.token, headers });
    expect(created.status).toBe(201);
    const { id, token } = created.data as Key;
    expect((await call(listTemplates, { token })).status).toBe(200);
    const stranger = await merchantWithToken();
    const revoke = (as: string, extra = {}) =>
      call(revokeRoute, {
        method: "DELETE",
        path: `/v2/appkeys/${id}`,
        params: { appKeyId: id },
        token: as,
        headers: extra,
      });
    expect((await revoke(stranger.token)).status).toBe(404);
    expect((await call(listTemplates, { token })).status).toBe(200);
    expect((await revoke(staff.token, headers)).status).toBe(204);
    expect((await revoke(staff.token, headers)).status).toBe(404);
  });

  it("stop working at once when revoked, also after being used (and any cache warmed)", async () => {
    const owner = await merchantWithToken();
    const key = await newKey(owner);
    for (let i = 0; i < 3; i++) expect((await call(listTemplates, { token: key.token })).status).toBe(200);
    const revoked = await call(revokeRoute, {
      method: "DELETE",
      path: `/v2/appkeys/${key.id}`,
      params: { appKeyId: key.id },
      token: owner.token,
    });
    expect(revoked.status).toBe(204);
    const after = await call(listTemplates, { token: key.token });
    expect(after.status).toBe(401);
    expect(after.headers.get("www-authenticate")).toBe("Bearer");
    expect((await call(listRoute, { token: owner.token })).data).toEqual({ items: [] });
  });

  it("stop working when expired", async () => {
    const owner = await merchantWithToken();
    const past = new Date(Date.now() - 2 * DAY_MS);
    const expired = await createAppKey({
      merchantId: owner.merchantId,
      createdBy: owner.userId,
      input: createAppKeySchema.parse({
        name: "Old",
        expires: new Date(past.getTime() + DAY_MS).toISOString(),
      }),
      now: () => past,
    });
    expect(Date.parse(expired.expiresAt)).toBeLessThan(Date.now());
    expect((await call(listTemplates, { token: expired.token })).status).toBe(401);
    // A token of the right shape that was never issued, and one that is not quite ours.
    expect((await call(listTemplates, { token: `lp_live_${"A".repeat(43)}` })).status).toBe(401);
    expect((await call(listTemplates, { token: `${expired.token}x` })).status).toBe(401);
  });
});
