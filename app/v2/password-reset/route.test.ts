import { afterEach, describe, expect, it, vi } from "vitest";
import { PasswordReset } from "@/lib/db/models/password-reset";
import { User } from "@/lib/db/models/user";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { readOutbox } from "@/lib/mail/outbox";
import { PASSWORD_RESET_LIMITS } from "@/lib/schemas/account";
import { resetTokenId } from "@/lib/services/accounts/request-password-reset";
import { resetPassword } from "@/lib/services/accounts/reset-password";
import { verifyLogin } from "@/lib/services/auth/sign-in";
import { merchantWithToken, TEST_PASSWORD } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { deliverMail } from "@/lib/testing/outbox";
import { clockAwayFromWindowEnd } from "@/lib/testing/rate-limit-window";
import { uniqueClientIp } from "@/lib/testing/signup";
import { POST as confirm } from "./confirm/route";
import { POST as requestReset } from "./route";

const NEW_PASSWORD = "a brand new passphrase";

afterEach(() => {
  vi.useRealTimers();
});

const ask = (email: string, clientIp = uniqueClientIp()) =>
  callRoute(requestReset, { json: { email }, headers: { [CLIENT_IP_HEADER]: clientIp } });
const setPassword = (token: string, password = NEW_PASSWORD) =>
  callRoute(confirm, { json: { token, password } });

const outboxOf = (email: string) => readOutbox(process.env.OUTBOX_DIR ?? ".outbox", email);

/** Asks for a reset and sends its e-mail (through the outbox, as the server does); resolves with the link's token. */
async function askForToken(email: string): Promise<string> {
  const before = (await outboxOf(email)).length;
  expect((await ask(email)).status).toBe(202);
  await deliverMail();
  const messages = await outboxOf(email);
  const token = /reset-password\?token=([\w-]+)/.exec(messages[before]?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset e-mail for ${email}`);
  return token;
}

const canSignIn = async (email: string, password: string) =>
  (await verifyLogin({ email, password, clientIp: uniqueClientIp() })) !== null;

describe("POST /v2/password-reset", () => {
  it("answers an unknown address exactly like a known one, and e-mails only the known one", async () => {
    const { email } = await merchantWithToken();
    const unknown = `nobody-${Date.now()}@example.com`;
    const [known, stranger] = [await ask(email), await ask(unknown)];
    expect(known.status).toBe(202);
    expect(stranger.status).toBe(202);
    expect(stranger.data).toEqual(known.data);
    expect(await askForToken(email)).toMatch(/^[\w-]{43}$/);
    expect(await outboxOf(unknown)).toEqual([]);
  });

  it("writes in the language the person chose, whatever browser asks; otherwise in the browser's", async () => {
    const chosen = await merchantWithToken();
    await User.updateOne({ _id: chosen.userId }, { $set: { language: "de" } });
    const unchosen = await merchantWithToken();
    for (const { email } of [chosen, unchosen]) {
      const response = await callRoute(requestReset, {
        json: { email },
        headers: { [CLIENT_IP_HEADER]: uniqueClientIp(), "accept-language": "en-US" },
      });
      expect(response.status).toBe(202);
    }
    await deliverMail();
    const subjectOf = async (email: string) => (await outboxOf(email)).at(-1)?.subject;
    expect(await subjectOf(chosen.email)).toMatch(/Passwort/);
    expect(await subjectOf(unchosen.email)).toBe("Reset your LoyaltyPass password");
  });

  it("stores only a keyed hash of the token, never the token", async () => {
    const { email, userId } = await merchantWithToken();
    const token = await askForToken(email);
    const rows = await PasswordReset.find({ userId }).lean();
    expect(rows.map((row) => row._id)).toEqual([resetTokenId(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses a fourth request for one address within the hour, with Retry-After", async () => {
    clockAwayFromWindowEnd(PASSWORD_RESET_LIMITS.perAccount);
    const { email } = await merchantWithToken();
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAccount.limit; i++)
      expect((await ask(email)).status).toBe(202);
    const refused = await ask(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 422 for an address that is not one", async () => {
    const response = await ask("not an address");
    expect(response.status).toBe(422);
    expect((response.data as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual(["body", "email"]);
  });
});

describe("POST /v2/password-reset/confirm", () => {
  it("sets the new password once; the link and any older one are void afterwards", async () => {
    const { email } = await merchantWithToken();
    const older = await askForToken(email);
    const newer = await askForToken(email);
    expect(newer).not.toBe(older);

    expect((await setPassword(newer)).status).toBe(204);
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(email, TEST_PASSWORD)).toBe(false);
    for (const used of [newer, older]) {
      const again = await setPassword(used, "yet another passphrase");
      expect(again.status).toBe(400);
      expect(again.data).toEqual({ detail: { code: "RESET_TOKEN_INVALID", message: expect.any(String) } });
    }
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  });

  it("lets only one of two concurrent uses of a link through", async () => {
    const { email } = await merchantWithToken();
    const token = await askForToken(email);
    const statuses = await Promise.all([
      setPassword(token, "first passphrase!"),
      setPassword(token, "second passphrase"),
    ]);
    expect(statuses.map((response) => response.status).sort()).toEqual([204, 400]);
  });

  it("refuses an expired link and a made-up one, and keeps the password", async () => {
    const { email } = await merchantWithToken();
    const token = await askForToken(email);
    const anHourLater = new Date(Date.now() + 61 * 60_000);
    await expect(
      resetPassword({ input: { token, password: NEW_PASSWORD }, now: () => anHourLater }),
    ).rejects.toMatchObject({
      code: "RESET_TOKEN_INVALID",
    });
    expect((await setPassword("x".repeat(43))).status).toBe(400);
    expect(await canSignIn(email, TEST_PASSWORD)).toBe(true);
  });

  it("checks the new password's length like the signup does", async () => {
    const response = await setPassword("x".repeat(43), "short");
    expect(response.status).toBe(422);
    expect((response.data as { detail: { loc: unknown[]; type: string }[] }).detail[0]).toMatchObject({
      loc: ["body", "password"],
      type: "string_too_short",
    });
  });
});
