import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { MemberCode } from "@/lib/db/models/member-code";
import { upsertRetryingRace } from "@/lib/db/upsert-race";
import { getEnv } from "@/lib/env";
import { ServiceError } from "@/lib/errors/api-error";
import { MEMBER_CODE_ERROR_CODES } from "@/lib/schemas/member-code";
import { recordAndCountEvent } from "@/lib/services/rate-limit/count-event";

/** How long an e-mailed code works. */
export const MEMBER_CODE_TTL_MS = 15 * 60 * 1000;
/** A code may be tried this often (right or wrong); then it is dead and only a new e-mail brings another. */
export const MAX_TRIES_PER_MEMBER_CODE = 5;
/** Six digits, as typed. */
export const MEMBER_CODE_PATTERN = /^\d{6}$/;

/**
 * What a code opens (decision 042): the card of an e-mail address in a program, keyed by the member key of that
 * address (`memberKeyOf`, a keyed hash), so checking a typed code never asks whether the address is a member's;
 * or one member's erasure. A new code for the same scope replaces the previous one.
 */
export type MemberCodeScope = { kind: "card"; emailKey: string } | { kind: "erase"; memberId: string };

export const memberCodeIdOf = (scope: MemberCodeScope) =>
  scope.kind === "card" ? `card:${scope.emailKey}` : `erase:${scope.memberId}`;

/** Keyed hash, salted by the scope: a copy of the database does not give the codes away. */
function hashOf(scopeId: string, code: string): string {
  const env = getEnv();
  return createHmac("sha256", env.PII_HASH_SECRET ?? env.AUTH_SECRET)
    .update(`member-code\n${scopeId}\n${code}`)
    .digest("base64url");
}

/**
 * A new code for the scope, valid for 15 minutes, replacing the scope's previous one: answers the code, which the
 * caller puts in an e-mail and nowhere else (only its hash is stored).
 */
export async function issueMemberCode({
  scope,
  memberId,
  now = systemClock,
}: {
  scope: MemberCodeScope;
  memberId: string;
  now?: Clock;
}): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = memberCodeIdOf(scope);
  await connectToDatabase();
  await upsertRetryingRace(() =>
    MemberCode.updateOne(
      { _id: id },
      {
        $set: {
          memberId: new Types.ObjectId(memberId),
          codeHash: hashOf(id, code),
          expiresAt: new Date(now().getTime() + MEMBER_CODE_TTL_MS),
          usedAt: null,
        },
      },
      { upsert: true },
    ),
  );
  return code;
}

const isSameHash = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Spends a typed code: answers the member it was sent for when it is the scope's live code (right, unused, not
 * expired, fewer than `MAX_TRIES_PER_MEMBER_CODE` tries so far), else null — the same null for a wrong, used,
 * expired or exhausted code and for a scope that never had one. Every try is counted before the code is compared,
 * so parallel guesses cannot exceed the budget; a right code is used once (a conditional update decides a race).
 */
export async function redeemMemberCode({
  scope,
  code,
  now = systemClock,
}: {
  scope: MemberCodeScope;
  code: string;
  now?: Clock;
}): Promise<string | null> {
  const at = now();
  const id = memberCodeIdOf(scope);
  await connectToDatabase();
  const row = await MemberCode.findById(id).lean();
  // The tries of one code (its hash names it); a scope without a live code counts its own, the same work.
  const tries = await recordAndCountEvent({
    key: `member-code:${id}:${row?.codeHash ?? "none"}`,
    expiresAt: new Date(at.getTime() + MEMBER_CODE_TTL_MS),
  });
  if (!row || !MEMBER_CODE_PATTERN.test(code)) return null;
  const isLive = row.usedAt === null && row.expiresAt.getTime() > at.getTime();
  if (!isLive || tries > MAX_TRIES_PER_MEMBER_CODE || !isSameHash(row.codeHash, hashOf(id, code)))
    return null;
  const spent = await MemberCode.updateOne(
    { _id: id, codeHash: row.codeHash, usedAt: null },
    { $set: { usedAt: at } },
  );
  return spent.modifiedCount === 1 ? String(row.memberId) : null;
}

/** The one answer to any code that does not work (400 `CODE_INVALID`): it never says why. */
export const codeInvalid = () => new ServiceError("CODE_INVALID", MEMBER_CODE_ERROR_CODES.CODE_INVALID);

/** Removes every code of a member (erasure, deletion, purge). */
export async function revokeMemberCodes(memberId: string): Promise<void> {
  await connectToDatabase();
  await MemberCode.deleteMany({ memberId: new Types.ObjectId(memberId) });
}
