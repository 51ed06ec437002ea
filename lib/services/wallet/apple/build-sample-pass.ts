import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { notFound } from "@/lib/errors/api-error";
import { sampleFactsOf } from "@/lib/passes/pass-facts";
import { passTimeZoneOf } from "@/lib/passes/time-zone";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import {
  type AssembledPass,
  assemblePass,
  signAssembledPass,
} from "@/lib/services/wallet/apple/assemble-pass";
import { liveOffersOf, passOfferOf } from "@/lib/services/wallet/pass-source";

/** A sample's serial: never a member's or card's (those are `member-<id>` / `giftcard-<id>`). */
export const sampleSerialOf = (programId: string) => `sample-${programId}`;

/**
 * A program's pass for a made-up member (or gift card) — the dashboard's preview and sample download. Nothing
 * is stored and nothing updates it: no web service, no authentication token.
 */
export async function assembleSamplePass({
  merchantId,
  programId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  now?: Clock;
}): Promise<AssembledPass> {
  const program = await getProgramOrThrow({ merchantId, programId });
  await connectToDatabase();
  const merchant = await Merchant.findById(merchantId, { name: 1 }).lean();
  if (!merchant) throw notFound("Merchant not found");
  const kind = program.programType === "giftcard" ? "giftcard" : "member";
  const tiers = program.programSchema === "tieredMembership" ? (program.tiers ?? []) : [];
  const timeZone = passTimeZoneOf(program.timeZone);
  const sample = sampleFactsOf({ kind, tiers, timeZone, now });
  // The program's available offers, as its members' passes show them.
  const offers = kind === "member" ? await liveOffersOf(merchantId, programId, now()) : [];
  return assemblePass({
    program,
    merchantName: merchant.name,
    facts: { ...sample, offers: offers.map(passOfferOf) },
    serialNumber: sampleSerialOf(programId),
  });
}

/** The sample pass, signed: what `GET /v2/loyalty/programs/{programId}/pass/sample` answers. */
export async function buildSampleApplePass(options: {
  merchantId: string;
  programId: string;
  now?: Clock;
}): Promise<{ pkpass: Buffer; serialNumber: string; isDevelopment: boolean }> {
  const pass = await assembleSamplePass(options);
  return {
    pkpass: signAssembledPass(pass),
    serialNumber: pass.passJson.serialNumber,
    isDevelopment: pass.signer.isDevelopment,
  };
}
