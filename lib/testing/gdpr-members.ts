import { randomBytes } from "node:crypto";
import { Member } from "@/lib/db/models/member";
import { MemberKey } from "@/lib/db/models/member-key";
import { MemberPointsEntry, type POINTS_ENTRY_SOURCES } from "@/lib/db/models/member-points-entry";
import { customerIdHashOf, emailHashOf } from "@/lib/gdpr/subject-hash";
import { createProgramSchema } from "@/lib/schemas/program";
import { createProgram } from "@/lib/services/programs/create-program";

/** A loyalty program of the merchant, created through the real service. */
export async function loyaltyProgram(merchantId: string, overrides: Record<string, unknown> = {}) {
  const input = createProgramSchema.parse({
    passTypeIdentifier: "pass.com.example.loyal",
    name: "Stamps",
    programType: "loyalty",
    ...overrides,
  });
  return createProgram({ merchantId, input });
}

export type SeededEntry = {
  points: number;
  source?: (typeof POINTS_ENTRY_SOURCES)[number];
  reason?: string | null;
};

export type SeededMember = {
  id: string;
  memberNumber: string;
  referralCode: string;
  email: string | null;
  externalId: string | null;
};

/**
 * A member stored as the members API stores one (personal fields, their HMACs, the uniqueness keys), with a
 * points ledger of the given credits and debits. The GDPR tests seed members directly, independent of that API.
 */
export async function seedMember({
  merchantId,
  programId,
  email = null,
  externalId = null,
  phone = `+49170${String(randomBytes(4).readUInt32BE()).padStart(10, "0")}`,
  points = [],
  extra = {},
}: {
  merchantId: string;
  programId: string;
  email?: string | null;
  externalId?: string | null;
  phone?: string | null;
  points?: SeededEntry[];
  extra?: Record<string, unknown>;
}): Promise<SeededMember> {
  const normalisedEmail = email?.trim().toLowerCase() ?? null;
  const member = await Member.create({
    merchantId,
    programId,
    memberNumber: randomBytes(8).toString("hex"),
    referralCode: randomBytes(5).toString("hex"),
    email: normalisedEmail,
    phone,
    firstName: "Erika",
    lastName: "Mustermann",
    birthday: "1990-04-01",
    externalId,
    customFields: { favourite: "Flat white" },
    marketingConsent: true,
    emailHash: normalisedEmail ? emailHashOf(normalisedEmail) : null,
    externalIdHash: externalId ? customerIdHashOf(externalId) : null,
    phoneHash: phone ? customerIdHashOf(`phone:${phone}`) : null,
    ...extra,
  });
  const keys = [
    ["email", member.emailHash],
    ["phone", member.phoneHash],
    ["externalId", member.externalIdHash],
  ].filter(([, hash]) => hash);
  await MemberKey.insertMany(
    keys.map(([field, hash]) => ({
      _id: `${programId}:${field}:${hash}`,
      merchantId,
      programId,
      memberId: member._id,
    })),
  );
  let balance = 0;
  let lifetime = 0;
  for (const [index, entry] of points.entries()) {
    balance += entry.points;
    if (entry.points > 0) lifetime += entry.points;
    await MemberPointsEntry.create({
      merchantId,
      programId,
      memberId: member._id,
      sequence: index + 1,
      points: entry.points,
      balanceAfter: balance,
      lifetimeAfter: lifetime,
      source: entry.source ?? "scan",
      reason: entry.reason ?? null,
    });
  }
  return {
    id: String(member._id),
    memberNumber: member.memberNumber,
    referralCode: member.referralCode,
    email: normalisedEmail,
    externalId,
  };
}
