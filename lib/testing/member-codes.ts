import { expect } from "vitest";
import { POST as join } from "@/app/v2/public/programs/[programId]/members/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { readOutbox } from "@/lib/mail/outbox";
import { callRoute } from "@/lib/testing/call-route";
import { deliverCardLinks, latestCardLinkToken } from "@/lib/testing/card-links";
import { uniqueClientIp } from "@/lib/testing/signup";

/** A code in an e-mail's text: six digits at the end of a line (after a colon, or on a line of their own). */
const CODE_IN_TEXT = /(?:: |^)(\d{6})$/m;

export const newCustomerEmail = () => `customer-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Joins on the public join page and delivers the e-mails the join leads to. */
export async function joinPublicly(programId: string, email: string, consent: Record<string, string> = {}) {
  const response = await callRoute(join, {
    params: { programId },
    json: { email, consent: { privacyAt: new Date(Date.now() - 60_000).toISOString(), ...consent } },
    headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
  });
  expect(response.status).toBe(202);
  await deliverCardLinks();
}

/** A new member who joined on the join page, with the token of their card link. */
export async function memberWithCard(programId: string, consent: Record<string, string> = {}) {
  const email = newCustomerEmail();
  await joinPublicly(programId, email, consent);
  const token = await latestCardLinkToken(email);
  if (!token) throw new Error(`no card link e-mailed to ${email}`);
  return { email, token };
}

/** The code of the newest e-mail to an address. */
export async function latestMailCode(email: string): Promise<string> {
  const newest = (await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", email)).at(-1);
  const code = newest && CODE_IN_TEXT.exec(newest.text)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

/** Another six-digit code than this one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
