import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassCertificate } from "@/lib/db/models/apple-pass-certificate";
import { notFound } from "@/lib/errors/api-error";
import { forgetPassSigners } from "@/lib/services/wallet/apple/pass-signer";

/** Removes a certificate with its sealed key; the pass type's passes are then signed as before one was uploaded. */
export async function deletePassCertificate({
  merchantId,
  certificateId,
}: {
  merchantId: string;
  certificateId: string;
}): Promise<void> {
  await connectToDatabase();
  const stored = isValidObjectId(certificateId)
    ? await ApplePassCertificate.findById(certificateId, {
        merchantId: 1,
        passTypeIdentifier: 1,
        createdAt: 1,
      }).lean()
    : null;
  if (!stored || String(stored.merchantId) !== merchantId) throw notFound("Certificate not found");
  // With it any older row of its pass type a racing upload left, which would otherwise take its place.
  await ApplePassCertificate.deleteMany({
    merchantId,
    passTypeIdentifier: stored.passTypeIdentifier,
    createdAt: { $lte: stored.createdAt },
  });
  forgetPassSigners(merchantId);
}
