import type { ModifyResult } from "mongoose";
import { hashPassword } from "@/lib/auth/password";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { User, type UserDocument } from "@/lib/db/models/user";
import { getEnv } from "@/lib/env";
import type { MailLanguage } from "@/lib/mail/verification-email";
import type { PendingSignupInput } from "@/lib/schemas/signup";
import { normalizeEmail } from "@/lib/services/auth/sign-in";
import { recordChange } from "@/lib/services/changes/record-change";
import { applySignupRules, signupError } from "@/lib/services/signup/signup-rules";

const DAY_MS = 24 * 60 * 60 * 1000;

export type PendingSignupOutcome = { pendingId: string; isNew: boolean; wasAbandoned: boolean };

type SignupUpdate = { $set: Record<string, unknown>; $setOnInsert: Record<string, unknown> };

/**
 * Inserts or resumes the pending row of an e-mail in one atomic upsert keyed by the unique e-mail index.
 * Concurrent first submissions: one insert wins, the others hit the duplicate key and resume that row.
 */
async function upsertPendingRow(email: string, update: SignupUpdate): Promise<ModifyResult<UserDocument>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await User.findOneAndUpdate({ email, status: "pending" }, update, {
        upsert: true,
        returnDocument: "before",
        includeResultMetadata: true,
        setDefaultsOnInsert: false,
        lean: true,
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await User.findOne({ email }, { status: 1 }).lean();
      if (existing && existing.status !== "pending") throw signupError("EMAIL_ALREADY_REGISTERED");
      if (attempt >= 3) throw error;
    }
  }
}

export async function createPendingSignup({
  input,
  clientIp,
  language,
  now = systemClock,
}: {
  input: PendingSignupInput;
  clientIp: string | null;
  language: MailLanguage;
  now?: Clock;
}): Promise<PendingSignupOutcome> {
  const at = now();
  const email = normalizeEmail(input.email);
  const { country, consentIp } = applySignupRules({ input, email, clientIp, at });
  await connectToDatabase();
  // Fast path before the argon2 hash; the upsert's duplicate-key handling still decides under races.
  const existing = await User.findOne({ email }, { status: 1 }).lean();
  if (existing && existing.status !== "pending") throw signupError("EMAIL_ALREADY_REGISTERED");

  const result = await upsertPendingRow(email, {
    $set: {
      name: input.name,
      // The signup's language becomes the account's: the dashboard and later e-mails speak it.
      language,
      passwordHash: await hashPassword(input.passwordHash),
      "signup.company": input.company,
      "signup.country": country,
      "signup.consent": { ...input.consent, ip: consentIp },
      "signup.utm": {
        source: input.utm?.source ?? null,
        medium: input.utm?.medium ?? null,
        campaign: input.utm?.campaign ?? null,
      },
      "signup.lastActivityAt": at,
    },
    $setOnInsert: { role: "owner", merchantId: null, emailVerified: false },
  });
  const before = result.value;
  const pendingId = String((before as { _id?: unknown } | null)?._id ?? result.lastErrorObject?.upserted);
  const abandonedBefore = at.getTime() - getEnv().SIGNUP_ABANDON_DAYS * DAY_MS;
  const wasAbandoned = Boolean(before?.signup && before.signup.lastActivityAt.getTime() < abandonedBefore);
  if (wasAbandoned) await User.updateOne({ _id: pendingId }, { $set: { "signup.resumedAt": at } });
  // The e-mail (with a new code, made when it is sent) goes through the outbox: a mail server's hiccup delays it.
  await recordChange({ kind: "signup.submitted", pendingId, submittedAt: at, language });
  return { pendingId, isNew: !before, wasAbandoned };
}
