import { createMemberSchema } from "@/lib/schemas/member";
import { createOfferSchema } from "@/lib/schemas/offer";
import { createProgramSchema } from "@/lib/schemas/program";
import { createMember } from "@/lib/services/members/create-member";
import { publishOffer } from "@/lib/services/offers/change-offer-status";
import { createOffer } from "@/lib/services/offers/create-offer";
import { createProgram } from "@/lib/services/programs/create-program";

/** A loyalty program of the merchant, created through the real service. */
export async function loyaltyProgram(merchantId: string, overrides: Record<string, unknown> = {}) {
  const input = createProgramSchema.parse({
    passTypeIdentifier: "pass.com.example.members",
    name: "Members",
    programType: "loyalty",
    ...overrides,
  });
  return createProgram({ merchantId, input });
}

/** A member joined through the real service (no rules apply unless the program has them). */
export const joinedMember = (merchantId: string, programId: string, input: Record<string, unknown> = {}) =>
  createMember({ merchantId, programId, input: createMemberSchema.parse(input) });

/** A published (LIVE) offer of the program. */
export async function liveOffer(
  merchantId: string,
  programId: string,
  overrides: Record<string, unknown> = {},
) {
  const offer = await createOffer({
    merchantId,
    programId,
    input: createOfferSchema.parse({ name: "Free coffee", ...overrides }),
  });
  return publishOffer({ merchantId, programId, offerId: offer.id });
}
