import { z } from "zod";
import { dateTime, email, model, objectId } from "@/lib/schemas/fields";
import { createMemberSchema } from "@/lib/schemas/member";
import { utmSchema } from "@/lib/schemas/signup";

/** Joins per client address: the signup's limit (20 a minute), counted on its own. */
export const PUBLIC_JOIN_RATE_LIMIT = { name: "public-join", limit: 20, windowSeconds: 60 } as const;

/** How often a join with someone's existing e-mail, phone or external id re-sends that member's card link. */
export const CARD_LINK_RESEND_LIMIT = { name: "card-link-repeat", limit: 3, windowSeconds: 3600 } as const;

/** The answer to every well-formed join, new or repeat: nothing in it says which it was. */
export const PUBLIC_JOIN_ACCEPTED =
  "Thank you. If the details are right, a link to the loyalty card is on its way to the e-mail address given.";

export const publicJoinConsentSchema = model({
  termsAt: dateTime()
    .nullish()
    .meta({ description: "When the merchant's terms were accepted; required when the program has `terms`" }),
  privacyAt: dateTime().meta({ description: "When the privacy notice was accepted (always required)" }),
  marketingAt: dateTime()
    .nullish()
    .meta({ description: "When the person agreed to marketing; absent or null: no marketing consent" }),
});

/**
 * A customer joins on the public join page: the members API's fields (its schema, not a copy) with the e-mail
 * required, because the card's link can only reach the person by e-mail, and marketing consent given as
 * `consent.marketingAt` instead of `marketingConsent`.
 */
export const publicJoinSchema = createMemberSchema.omit({ marketingConsent: true }).extend({
  email: email().meta({ description: "Where the card's link is sent" }),
  consent: publicJoinConsentSchema,
  utm: utmSchema.nullish(),
});
export type PublicJoinInput = z.output<typeof publicJoinSchema>;

export const publicJoinParamsSchema = model({ programId: objectId() });

export const publicJoinAcceptedSchema = z.object({
  message: z.string().meta({ example: PUBLIC_JOIN_ACCEPTED }),
});

/** A join is a few fields: a body beyond this is refused with 413 before it is read. */
export const PUBLIC_JOIN_MAX_BODY_BYTES = 32 * 1024;
