import { describe, expect, it } from "vitest";
import { readOutbox } from "@/lib/mail/outbox";
import { pendingSignupSchema } from "@/lib/schemas/signup";
import { activateSignup } from "@/lib/services/signup/activate-signup";
import { createPendingSignup } from "@/lib/services/signup/create-pending-signup";
import { deliverMail } from "@/lib/testing/outbox";
import { uniqueClientIp, validSignup } from "@/lib/testing/signup";

describe("the verification e-mail", () => {
  it("two submissions whose e-mails go out together: only the latest carries a code, and it works", async () => {
    const body = validSignup();
    const input = pendingSignupSchema.parse(body);
    const first = await createPendingSignup({ input, clientIp: uniqueClientIp(), language: "en" });
    const second = await createPendingSignup({
      input,
      clientIp: uniqueClientIp(),
      language: "en",
      now: () => new Date(Date.now() + 1_000),
    });
    expect(second.pendingId).toBe(first.pendingId);
    await deliverMail();
    const mails = await readOutbox(process.env.OUTBOX_DIR as string, body.email);
    expect(mails).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(mails[0]?.subject ?? "")?.[1] ?? "";
    const activated = await activateSignup({ pendingId: first.pendingId, code, password: body.passwordHash });
    expect(activated.email).toBe(body.email);
  });
});
