import { randomBytes } from "node:crypto";
import { readOutbox } from "@/lib/mail/outbox";
import { deliverMail } from "@/lib/testing/outbox";

/** A signup body that passes every rule; override what a test is about. */
export function validSignup(overrides: Record<string, unknown> = {}) {
  const tickedAt = new Date(Date.now() - 60_000).toISOString();
  return {
    email: `merchant-${randomBytes(5).toString("hex")}@example.com`,
    passwordHash: "a-password-equivalent-secret",
    name: "Ada Baker",
    company: "Ada's Bakery",
    country: "DE",
    consent: { tosAt: tickedAt, dpaAt: tickedAt, privacyAt: tickedAt, ip: "203.0.113.77" },
    utm: { source: "newsletter", medium: "email", campaign: "launch" },
    ...overrides,
  };
}

/** The code of the newest verification e-mail to an address (the outbox sends what is due first). */
export async function latestVerificationCode(email: string): Promise<string> {
  await deliverMail();
  const messages = await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", email);
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.subject ?? "")?.[1];
  if (!code) throw new Error(`No verification e-mail for ${email}`);
  return code;
}

let nextAddress = 1;
/** A documentation-range address per test, so rate-limit windows of different tests never meet. */
export function uniqueClientIp(): string {
  const n = nextAddress++;
  return `198.51.${100 + Math.floor(n / 250)}.${n % 250}`;
}
