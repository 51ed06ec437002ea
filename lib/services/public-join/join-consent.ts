import type { ValidationErrorItem } from "@/lib/errors/validation-error";
import { truncateIp } from "@/lib/http/truncate-ip";
import type { PublicJoinInput } from "@/lib/schemas/public-join";
import type { JoinDetails } from "@/lib/services/members/create-member";
import type { StoredProgram } from "@/lib/services/programs/program-dto";

/** The merchant's terms must be accepted when the program has some (privacy always: the schema requires it). */
export function missingConsentItems(program: Pick<StoredProgram, "terms">, input: PublicJoinInput) {
  const items: ValidationErrorItem[] = [];
  if (program.terms?.trim() && !input.consent.termsAt) {
    items.push({
      type: "missing",
      loc: ["body", "consent", "termsAt"],
      msg: "Field required",
      input: input.consent,
    });
  }
  return items;
}

/**
 * What is stored with the member: the consent times and the client address truncated to /24 or /48, as the
 * merchant signup stores them. A time after the request arrived is stored as the arrival: a customer's phone
 * clock may run ahead, and a consent cannot be given after it was received.
 */
export function joinDetailsOf({
  input,
  clientIp,
  at,
}: {
  input: PublicJoinInput;
  clientIp: string | null;
  /** When the join arrived. */
  at: Date;
}): JoinDetails {
  const atMostNow = (given: Date | null | undefined) =>
    given ? new Date(Math.min(given.getTime(), at.getTime())) : null;
  const utm = input.utm;
  return {
    consent: {
      termsAt: atMostNow(input.consent.termsAt),
      privacyAt: atMostNow(input.consent.privacyAt) ?? at,
      marketingAt: atMostNow(input.consent.marketingAt),
      ip: clientIp ? truncateIp(clientIp) : null,
    },
    utm: utm
      ? { source: utm.source ?? null, medium: utm.medium ?? null, campaign: utm.campaign ?? null }
      : null,
  };
}
