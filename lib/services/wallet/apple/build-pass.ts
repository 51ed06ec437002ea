import type { PassSubject } from "@/lib/services/wallet/pass-identity";

/**
 * The signed `.pkpass` of one member's or gift card's pass, as it is now. Implemented by the Apple pass work
 * (issue 18); the API routes, the customer's card page and the PassKit web service all serve what this builds.
 */
export async function buildApplePass(_options: {
  merchantId: string;
  programId: string;
  subject: PassSubject;
  now?: Date;
}): Promise<{ pkpass: Buffer; passTypeIdentifier: string; serialNumber: string }> {
  throw new Error("buildApplePass: not implemented yet (issue 18)");
}
