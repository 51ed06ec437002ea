import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { readOutbox } from "@/lib/mail/outbox";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { pendingSignupSchema } from "@/lib/schemas/signup";
import { requestPasswordReset } from "@/lib/services/accounts/request-password-reset";
import { resetPassword } from "@/lib/services/accounts/reset-password";
import { outboxHandlers } from "@/lib/services/outbox-handlers/outbox-handlers";
import { createPendingSignup } from "@/lib/services/signup/create-pending-signup";
import { merchantWithToken } from "@/lib/testing/accounts";
import { uniqueClientIp, validSignup } from "@/lib/testing/signup";

// The development transport writes each e-mail into OUTBOX_DIR. Putting a file where that folder should be makes
// every send fail for real (as a mail server that is down would), until the folder is back.
const outboxDir = process.env.OUTBOX_DIR as string;
const parked = `${outboxDir}-parked`;

function breakMailTransport() {
  mkdirSync(outboxDir, { recursive: true });
  renameSync(outboxDir, parked);
  writeFileSync(outboxDir, "not a folder");
}

function repairMailTransport() {
  rmSync(outboxDir, { force: true });
  renameSync(parked, outboxDir);
}

afterEach(() => {
  try {
    repairMailTransport();
  } catch {
    // already repaired by the test
  }
});

let clock = Date.now();
const worker = () => createOutboxWorker({ handlers: outboxHandlers(), now: () => new Date(clock) });

const mailRowsTo = async (key: string) =>
  OutboxMessage.find({ kind: "mail", key: new RegExp(`^${key}`) }).lean();

describe("e-mails that used to leave inline go through the outbox: a failed first send is retried", () => {
  it("the password-reset e-mail: not lost when the first send fails, and its link works once it arrives", async () => {
    const { email, userId } = await merchantWithToken();
    await requestPasswordReset({ email, clientIp: uniqueClientIp(), language: "en" });
    expect(await mailRowsTo(`password-reset:${userId}:`)).toHaveLength(1);

    breakMailTransport();
    clock = Date.now();
    const failed = await worker().runOnce();
    expect(failed).toMatchObject({ sent: 0, failed: 1 });
    const [waiting] = await mailRowsTo(`password-reset:${userId}:`);
    expect(waiting).toMatchObject({ attempt: 2 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.dueAt.getTime()).toBeGreaterThan(clock);
    repairMailTransport();
    expect(await readOutbox(outboxDir, email)).toEqual([]);

    clock = (waiting?.dueAt.getTime() ?? clock) + 1_000;
    expect(await worker().runOnce()).toMatchObject({ sent: 1, failed: 0 });
    expect(await mailRowsTo(`password-reset:${userId}:`)).toHaveLength(0);
    const [mail, ...more] = await readOutbox(outboxDir, email);
    expect(more).toEqual([]);
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    await resetPassword({ input: { token, password: "a brand new password 42" } });
  });

  it("the signup's verification e-mail: sent on the retry with a code that is stored only as its hash", async () => {
    const body = validSignup();
    const input = pendingSignupSchema.parse(body);
    const { pendingId } = await createPendingSignup({ input, clientIp: uniqueClientIp(), language: "de" });
    breakMailTransport();
    clock = Date.now();
    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    repairMailTransport();
    const [waiting] = await mailRowsTo(`signup-verification:${pendingId}:`);
    expect(waiting?.attempt).toBe(2);
    // The row holds what to compose, never a code.
    expect(waiting?.payload).toEqual({
      compose: "signup-verification",
      pendingId,
      submittedAt: expect.any(String),
      language: "de",
    });

    clock = (waiting?.dueAt.getTime() ?? clock) + 1_000;
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    const [mail] = await readOutbox(outboxDir, body.email);
    expect(mail?.subject).toMatch(/^\d{6} ist Ihr LoyaltyPass-Bestätigungscode$/);
  });
});
