import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as accountRoute } from "@/app/v2/account/route";
import { DELETE as removeRoute, PUT as updateRoute } from "@/app/v2/team/[userId]/route";
import { POST as acceptRoute } from "@/app/v2/team/invitations/[invitation]/accept/route";
import { POST as resendRoute } from "@/app/v2/team/invitations/[invitation]/resend/route";
import { DELETE as revokeRoute } from "@/app/v2/team/invitations/[invitation]/route";
import { POST as inviteRoute, GET as listInvitationsRoute } from "@/app/v2/team/invitations/route";
import { GET as teamRoute } from "@/app/v2/team/route";
import { issueAccessToken } from "@/lib/auth/access-token";
import { addDays } from "@/lib/clock";
import { TeamInvitation } from "@/lib/db/models/team-invitation";
import { User } from "@/lib/db/models/user";
import { readOutbox } from "@/lib/mail/outbox";
import { merchantWithToken, TEST_PASSWORD, teamMemberWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { shopOf } from "@/lib/testing/locations";
import { deliverOutbox } from "@/lib/testing/outbox";

type Owner = Awaited<ReturnType<typeof merchantWithToken>>;
type Invitation = {
  id: string;
  email: string;
  role: string;
  status: string;
  locationIds: string[];
  expiresAt: string;
};

const newEmail = () => `invitee-${randomBytes(5).toString("hex")}@example.com`;
const codeOf = (data: unknown) => (data as { detail: { code: string } }).detail.code;

async function invite(owner: Owner, body: Record<string, unknown>) {
  const response = await callRoute(inviteRoute, {
    json: body,
    token: owner.token,
    headers: { "accept-language": "de" },
  });
  expect(response.status, response.text).toBe(201);
  return response.data as Invitation;
}

/** The token of the newest invitation link e-mailed to the address (the outbox sends it first). */
async function linkTokenFor(email: string): Promise<string> {
  await deliverOutbox(["mail"]);
  const messages = await readOutbox(process.env.OUTBOX_DIR as string, email);
  const token = /\/accept-invitation\?token=([\w.-]+)/.exec(messages.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation e-mail for ${email}`);
  return token;
}

const accept = (
  token: string,
  body: Record<string, unknown> = { name: "Cleo Cashier", password: TEST_PASSWORD },
) => callRoute(acceptRoute, { json: body, params: { invitation: token } });

describe("invitations", () => {
  it("e-mails a single-use link that makes a cashier of the merchant, storing only a hash of it", async () => {
    const owner = await merchantWithToken("Invite Café");
    const email = newEmail();
    const created = await invite(owner, { email: email.toUpperCase(), role: "cashier" });
    expect(created).toMatchObject({ email, role: "cashier", status: "pending", locationIds: [] });
    const token = await linkTokenFor(email);
    const mail = (await readOutbox(process.env.OUTBOX_DIR as string, email)).at(-1);
    expect(mail?.subject).toContain("Invite Café"); // in the inviting request's language (German)
    expect(mail?.text).toContain("Kassierer/in");
    const stored = await TeamInvitation.findById(created.id).lean();
    expect(JSON.stringify(stored)).not.toContain(token.split(".")[1]);

    const accepted = await accept(token);
    expect(accepted.status, accepted.text).toBe(201);
    const { userId } = accepted.data as { userId: string };
    expect(accepted.data).toEqual({ userId, merchantId: owner.merchantId, role: "cashier" });
    const again = await accept(token);
    expect([again.status, codeOf(again.data)]).toEqual([410, "INVITATION_USED"]);

    const { token: cashierToken } = await issueAccessToken({ userId });
    const me = await callRoute(accountRoute, { token: cashierToken });
    expect(me.data).toMatchObject({ email, role: "cashier", merchantId: owner.merchantId });
    const team = await callRoute(teamRoute, { token: owner.token });
    expect((team.data as { items: { email: string; role: string }[] }).items.map((m) => m.role)).toEqual([
      "owner",
      "cashier",
    ]);
    const refused = await callRoute(teamRoute, { token: cashierToken });
    expect([refused.status, codeOf(refused.data)]).toEqual([403, "ROLE_NOT_ALLOWED"]);
  });

  it("answers 410 for a revoked or expired link and 404 for one it never sent", async () => {
    const owner = await merchantWithToken();
    const revokedEmail = newEmail();
    const revoked = await invite(owner, { email: revokedEmail, role: "manager" });
    const revokedToken = await linkTokenFor(revokedEmail);
    const revoking = await callRoute(revokeRoute, {
      method: "DELETE",
      token: owner.token,
      params: { invitation: revoked.id },
    });
    expect(revoking.status).toBe(204);
    expect(codeOf((await accept(revokedToken)).data)).toBe("INVITATION_REVOKED");

    const expiredEmail = newEmail();
    const expired = await invite(owner, { email: expiredEmail, role: "cashier" });
    const expiredToken = await linkTokenFor(expiredEmail);
    await TeamInvitation.updateOne({ _id: expired.id }, { $set: { expiresAt: addDays(new Date(), -1) } });
    const late = await accept(expiredToken);
    expect([late.status, codeOf(late.data)]).toEqual([410, "INVITATION_EXPIRED"]);
    const listed = await callRoute(listInvitationsRoute, { token: owner.token });
    expect((listed.data as { items: Invitation[] }).items.map((i) => i.status)).toEqual([
      "expired",
      "revoked",
    ]);

    // A resend makes it valid again, with a new link; the old one works too until one is used.
    const resent = await callRoute(resendRoute, {
      method: "POST",
      token: owner.token,
      params: { invitation: expired.id },
    });
    expect((resent.data as Invitation).status).toBe("pending");
    expect(await linkTokenFor(expiredEmail)).not.toBe(expiredToken);
    expect((await accept(expiredToken)).status).toBe(201);
    const resendAccepted = await callRoute(resendRoute, {
      method: "POST",
      token: owner.token,
      params: { invitation: expired.id },
    });
    expect([resendAccepted.status, codeOf(resendAccepted.data)]).toEqual([409, "INVITATION_NOT_PENDING"]);

    const forged = `${expired.id}.${randomBytes(32).toString("base64url")}`;
    expect((await accept(forged)).status).toBe(404);
    expect((await accept("not-a-token-at-all-really")).status).toBe(404);
  });

  it("refuses an owner role, malformed location ids, an address already in a team and a second pending invitation", async () => {
    const owner = await merchantWithToken();
    const asOwner = await callRoute(inviteRoute, {
      json: { email: newEmail(), role: "owner" },
      token: owner.token,
    });
    expect(asOwner.status).toBe(422);
    const badLocation = await callRoute(inviteRoute, {
      json: { email: newEmail(), role: "cashier", locationIds: ["nope"] },
      token: owner.token,
    });
    expect((badLocation.data as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual([
      "body",
      "locationIds",
      0,
    ]);
    const other = await merchantWithToken();
    const taken = await callRoute(inviteRoute, {
      json: { email: other.email, role: "cashier" },
      token: owner.token,
    });
    expect([taken.status, codeOf(taken.data)]).toEqual([409, "ALREADY_IN_A_TEAM"]);
    const email = newEmail();
    const locationIds = [await shopOf(owner.merchantId)];
    expect((await invite(owner, { email, role: "cashier", locationIds })).locationIds).toEqual(locationIds);
    const twice = await callRoute(inviteRoute, { json: { email, role: "manager" }, token: owner.token });
    expect([twice.status, codeOf(twice.data)]).toEqual([409, "INVITATION_PENDING"]);
    const foreign = await callRoute(revokeRoute, {
      method: "DELETE",
      token: other.token,
      params: { invitation: (await TeamInvitation.findOne({ email }).lean())?._id.toString() ?? "" },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("the team", () => {
  it("changes roles and locations, keeps a last owner, and a removed member's access ends", async () => {
    const owner = await merchantWithToken();
    const cashier = await teamMemberWithToken(owner.merchantId, "cashier");
    const put = (userId: string, json: unknown) =>
      callRoute(updateRoute, { method: "PUT", token: owner.token, params: { userId }, json });

    const shop = await shopOf(owner.merchantId);
    const promoted = await put(cashier.userId, { role: "manager", locationIds: [shop] });
    expect(promoted.data).toMatchObject({ role: "manager", locationIds: [shop] });
    const demoteLast = await put(owner.userId, { role: "manager" });
    expect([demoteLast.status, codeOf(demoteLast.data)]).toEqual([409, "LAST_OWNER"]);
    const removeLast = await callRoute(removeRoute, {
      method: "DELETE",
      token: owner.token,
      params: { userId: owner.userId },
    });
    expect(codeOf(removeLast.data)).toBe("LAST_OWNER");
    // With a second owner, the first may step down.
    expect((await put(cashier.userId, { role: "owner" })).status).toBe(200);
    expect((await put(owner.userId, { role: "manager" })).status).toBe(200);
    expect((await put(owner.userId, { role: "owner" })).status).toBe(403); // a manager now: no team

    const other = await merchantWithToken();
    const foreign = await callRoute(removeRoute, {
      method: "DELETE",
      token: other.token,
      params: { userId: cashier.userId },
    });
    expect(foreign.status).toBe(404);

    const stillIn = await callRoute(accountRoute, { token: owner.token });
    expect(stillIn.status).toBe(200);
    const removed = await callRoute(removeRoute, {
      method: "DELETE",
      token: cashier.token,
      params: { userId: owner.userId },
    });
    expect(removed.status).toBe(204);
    expect((await callRoute(accountRoute, { token: owner.token })).status).toBe(401);
    expect(await User.findById(owner.userId).lean()).toMatchObject({ status: "disabled", merchantId: null });
  });

  it("gives a removed person's account the role of a new invitation", async () => {
    const owner = await merchantWithToken();
    const cashier = await teamMemberWithToken(owner.merchantId, "cashier");
    await callRoute(removeRoute, {
      method: "DELETE",
      token: owner.token,
      params: { userId: cashier.userId },
    });
    await invite(owner, { email: cashier.email, role: "manager" });
    const accepted = await accept(await linkTokenFor(cashier.email), {
      name: "Back Again",
      password: TEST_PASSWORD,
    });
    expect(accepted.data).toEqual({ userId: cashier.userId, merchantId: owner.merchantId, role: "manager" });
    expect((await callRoute(accountRoute, { token: cashier.token })).data).toMatchObject({
      role: "manager",
      name: "Back Again",
    });
  });
});
