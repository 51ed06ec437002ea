import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { GiftCard } from "@/lib/db/models/gift-card";
import { Member } from "@/lib/db/models/member";
import { Program } from "@/lib/db/models/program";
import { ApiError, notFound } from "@/lib/errors/api-error";
import {
  isPassAuthenticationToken,
  type PassSubject,
  parsePassSerial,
} from "@/lib/services/pass-updates/pass-identity";
import { servicePassTypeIdentifier } from "@/lib/services/wallet/apple/service-certificate";

/** A pass the web service serves: whose it is and what it stands for. */
export type ServedPass = {
  merchantId: string;
  programId: string;
  subject: PassSubject;
  serialNumber: string;
  passTypeIdentifier: string;
};

const APPLE_PASS_CHALLENGE = { "WWW-Authenticate": "ApplePass" };
export const PASS_NOT_FOUND = "No such pass";

/** The token of `Authorization: ApplePass <token>`, or null. */
export function applePassTokenOf(authorization: string | null): string | null {
  const match = /^ApplePass ([A-Za-z0-9_-]{16,128})$/.exec(authorization?.trim() ?? "");
  return match?.[1] ?? null;
}

async function ownerOf(subject: PassSubject) {
  if (!isValidObjectId(subject.id)) return null;
  await connectToDatabase();
  const owner =
    subject.kind === "member"
      ? await Member.findById(subject.id, { merchantId: 1, programId: 1, purgedAt: 1 }).lean()
      : await GiftCard.findById(subject.id, { merchantId: 1, programId: 1, purgedAt: 1 }).lean();
  return owner && !owner.purgedAt ? owner : null;
}

/**
 * Checks a device's request for one pass (Apple's protocol): the token must be the serial's
 * `authenticationToken` (derived with a server key, so this needs no database and a flood of guesses costs
 * none), else 401. A pass we issued whose member or card is gone for good, or that is not of this pass type,
 * is 404: of the program's pass type identifier, or of the service's (decision 028: issued under the service's
 * certificate, a pass keeps its identifier while installed, whatever the merchant uploads later). A deleted or erased member's pass is still served: it reads as voided.
 */
export async function authorizePass({
  authorization,
  passTypeIdentifier,
  serialNumber,
}: {
  authorization: string | null;
  passTypeIdentifier: string;
  serialNumber: string;
}): Promise<ServedPass> {
  const token = applePassTokenOf(authorization);
  const subject = parsePassSerial(serialNumber);
  if (!token || !subject || !isPassAuthenticationToken(serialNumber, token))
    throw new ApiError(401, "Not authorized for this pass", APPLE_PASS_CHALLENGE);
  const owner = await ownerOf(subject);
  if (!owner) throw notFound(PASS_NOT_FOUND);
  const program = await Program.findById(owner.programId, { merchantId: 1, passTypeIdentifier: 1 }).lean();
  const isOwnProgram = program && String(program.merchantId) === String(owner.merchantId);
  const isIssuedAs =
    program?.passTypeIdentifier === passTypeIdentifier || servicePassTypeIdentifier() === passTypeIdentifier;
  if (!isOwnProgram || !isIssuedAs) throw notFound(PASS_NOT_FOUND);
  return {
    merchantId: String(owner.merchantId),
    programId: String(owner.programId),
    subject,
    serialNumber,
    passTypeIdentifier,
  };
}
