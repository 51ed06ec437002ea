import { describe, expect, it } from "vitest";
import { POST as issueToken } from "@/app/v2/token/route";
import { Merchant } from "@/lib/db/models/merchant";
import { User } from "@/lib/db/models/user";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { callRoute } from "@/lib/testing/call-route";
import { latestVerificationCode, uniqueClientIp, validSignup } from "@/lib/testing/signup";
import { POST as submitSignup } from "../../route";
import { POST } from "./route";

async function pendingSignup(overrides: Record<string, unknown> = {}) {
  const body = validSignup(overrides);
  const response = await callRoute(submitSignup, {
    json: body,
    headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
  });
  expect(response.status).toBe(201);
  const pendingId = (response.data as { pendingId: string }).pendingId;
  return { body, pendingId, code: await latestVerificationCode(body.email) };
}

const SIGNUP_PASSWORD = validSignup().passwordHash;

const activate = (pendingId: string, code: unknown, password: unknown = SIGNUP_PASSWORD) =>
  callRoute(POST, {
    path: `/v2/signup/pending/${pendingId}/activate`,
    params: { pendingId },
    json: { code, password },
    headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
  });

const invalidCode = { detail: { code: "INVALID_OR_EXPIRED_CODE", message: expect.any(String) } };
const wrongPassword = { detail: { code: "WRONG_PASSWORD", message: expect.any(String) } };

describe("POST /v2/signup/pending/{pendingId}/activate", () => {
  it("activates merchant and owner, who can then sign in; repeating it answers the same", async () => {
    const { body, pendingId, code } = await pendingSignup();
    const first = await activate(pendingId, code);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ userId: pendingId, email: body.email });
    const again = await activate(pendingId, code);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);

    const user = await User.findById(pendingId).lean();
    expect(user).toMatchObject({ status: "active", emailVerified: true });
    const merchant = await Merchant.findById(user?.merchantId).lean();
    expect(merchant).toMatchObject({ name: body.company, country: "DE", status: "active" });
    expect(await Merchant.countDocuments({ name: body.company })).toBe(1);

    const login = await callRoute(issueToken, {
      method: "POST",
      body: new URLSearchParams({ username: body.email, password: body.passwordHash }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(login.status).toBe(200);
  });

  it("a pending user cannot sign in before activation", async () => {
    const { body } = await pendingSignup();
    const login = await callRoute(issueToken, {
      method: "POST",
      body: new URLSearchParams({ username: body.email, password: body.passwordHash }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(login.status).toBe(401);
  });

  it("rejects a wrong code, then any code after five wrong tries", async () => {
    const { pendingId, code } = await pendingSignup();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await activate(pendingId, wrong);
      expect(response.status).toBe(400);
      expect(response.data).toEqual(invalidCode);
    }
    expect((await activate(pendingId, code)).data).toEqual(invalidCode);
    expect((await User.findById(pendingId).lean())?.status).toBe("pending");
  });

  it("counts parallel guesses too: after a burst of wrong codes the right one is refused", async () => {
    const { pendingId, code } = await pendingSignup();
    const wrong = code === "000000" ? "111111" : "000000";
    const burst = await Promise.all(Array.from({ length: 10 }, () => activate(pendingId, wrong)));
    expect(burst.every((response) => response.status === 400)).toBe(true);
    expect((await activate(pendingId, code)).data).toEqual(invalidCode);
  });

  it("rejects an expired code", async () => {
    const { pendingId, code } = await pendingSignup();
    await User.updateOne(
      { _id: pendingId },
      { $set: { "signup.verification.expiresAt": new Date(Date.now() - 1000) } },
    );
    expect((await activate(pendingId, code)).data).toEqual(invalidCode);
  });

  it("accepts only the newest code after a resubmission", async () => {
    const { body, pendingId, code: oldCode } = await pendingSignup();
    let newCode = oldCode;
    // Resubmit until the random code differs (a repeat has a chance of one in a million).
    while (newCode === oldCode) {
      await callRoute(submitSignup, { json: body, headers: { [CLIENT_IP_HEADER]: uniqueClientIp() } });
      newCode = await latestVerificationCode(body.email);
    }
    expect((await activate(pendingId, oldCode)).data).toEqual(invalidCode);
    expect((await activate(pendingId, newCode)).status).toBe(200);
  });

  it("answers an unknown pendingId like a wrong code, and a malformed one with 422", async () => {
    expect((await activate("0123456789abcdef01234567", "123456")).data).toEqual(invalidCode);
    const malformed = await activate("nope", "123456");
    expect(malformed.status).toBe(422);
    expect(malformed.data).toMatchObject({
      detail: [{ type: "string_pattern_mismatch", loc: ["path", "pendingId"] }],
    });
    const { pendingId } = await pendingSignup();
    const badCode = await activate(pendingId, "12345");
    expect(badCode.data).toMatchObject({
      detail: [{ type: "string_pattern_mismatch", loc: ["body", "code"] }],
    });
  });
});

describe("activation needs the latest submission's password (docs/decisions/006)", () => {
  it("a stranger's resubmission can neither be activated by them nor by the owner unknowingly", async () => {
    const { body, pendingId } = await pendingSignup();
    const strangersPassword = "the stranger's own password";
    const resubmitted = await callRoute(submitSignup, {
      json: { ...body, passwordHash: strangersPassword },
      headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
    });
    expect(resubmitted.status).toBe(200);
    const newestCode = await latestVerificationCode(body.email);
    // The stranger has no code (it went to the owner's mailbox).
    const guess = newestCode === "000000" ? "111111" : "000000";
    expect((await activate(pendingId, guess, strangersPassword)).data).toEqual(invalidCode);
    // The owner enters the code with the password they chose: refused, nothing activated.
    const owners = await activate(pendingId, newestCode, body.passwordHash);
    expect(owners.status).toBe(400);
    expect(owners.data).toEqual(wrongPassword);
    expect(await User.findById(pendingId).lean()).toMatchObject({ status: "pending" });
    expect(await Merchant.findById(pendingId).lean()).toBeNull();
    // The owner resubmits with their own password and activates with the newest code.
    await callRoute(submitSignup, { json: body, headers: { [CLIENT_IP_HEADER]: uniqueClientIp() } });
    const ownCode = await latestVerificationCode(body.email);
    expect((await activate(pendingId, ownCode, body.passwordHash)).status).toBe(200);
  });

  it("counts wrong passwords with the code's tries", async () => {
    const { pendingId, code } = await pendingSignup();
    for (let i = 0; i < 5; i++)
      expect((await activate(pendingId, code, `wrong password ${i}`)).data).toEqual(wrongPassword);
    expect((await activate(pendingId, code)).data).toEqual(invalidCode);
  });

  it("wants the password on a repeated activation too, and in the body", async () => {
    const { pendingId, code } = await pendingSignup();
    expect((await activate(pendingId, code)).status).toBe(200);
    expect((await activate(pendingId, code, "not the password")).data).toEqual(wrongPassword);
    const missing = await callRoute(POST, {
      path: `/v2/signup/pending/${pendingId}/activate`,
      params: { pendingId },
      json: { code },
      headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
    });
    expect(missing.status).toBe(422);
    expect(missing.data).toEqual({
      detail: [{ type: "missing", loc: ["body", "password"], msg: "Field required", input: { code } }],
    });
  });
});
