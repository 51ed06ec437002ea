import { z } from "zod";
import { CARD_LINK_TOKEN_PATTERN } from "@/lib/schemas/card-link";
import { email, model, str } from "@/lib/schemas/fields";

/** The six digits of an e-mailed member code (decision 042). */
export const MEMBER_CODE_INPUT_PATTERN = "^[0-9]{6}$";

const codeField = () =>
  str({ pattern: MEMBER_CODE_INPUT_PATTERN }).meta({ description: "The 6-digit code from the e-mail" });

/** Tries of a code per client address: the join's limit, counted on its own. */
export const OPEN_CARD_RATE_LIMIT = { name: "public-card-code", limit: 20, windowSeconds: 60 } as const;

/** Codes of the coded answers of the code endpoints; the pages map each to their own words. */
export const MEMBER_CODE_ERROR_CODES = {
  CODE_INVALID:
    "The code is wrong, expired, already used or replaced by a newer e-mail's; after 5 tries a code no longer works.",
} as const;
export type MemberCodeErrorCode = keyof typeof MEMBER_CODE_ERROR_CODES;

/** The join page's second step: the address joined with and the code its e-mail carries. */
export const openCardSchema = model({
  email: email().meta({ description: "The e-mail address the join was made with" }),
  code: codeField(),
});
export type OpenCardInput = z.output<typeof openCardSchema>;

export const cardOpenedSchema = z.object({
  cardPath: z.string().meta({
    description: "The card page (`/m/<token>`) on this service: a new link of the member's, for this browser",
  }),
});

/** The card page's token (what `/m/<token>` holds): the page's own actions send it in the body, not the path. */
const tokenField = () =>
  str({ pattern: CARD_LINK_TOKEN_PATTERN.source }).meta({ description: "The token of the card page's link" });

export const cardTokenSchema = model({ token: tokenField() });

export const eraseCardSchema = model({ token: tokenField(), code: codeField() });

/** Self-service requests per client address. */
export const CARD_SELF_SERVICE_RATE_LIMIT = {
  name: "card-self-service",
  limit: 20,
  windowSeconds: 60,
} as const;

/** The answer of the card page's own actions: what happened, in words for a log (the page words it itself). */
export const cardSelfServiceDoneSchema = z.object({ message: z.string() });

export const SELF_SERVICE_ANSWERS = {
  marketingStopped: "Marketing consent withdrawn.",
  erasureCodeSent: "If the card has an e-mail address, a code to confirm the deletion is on its way to it.",
  erased: "The card and the member's personal data were erased.",
} as const;

/** The double opt-in's confirmation (decision 042): the token of the e-mailed link `/marketing/<token>`. */
export const confirmMarketingSchema = model({
  token: str({ pattern: "^[0-9a-f]{24}\\.[A-Za-z0-9_-]{43}$" }).meta({
    description: "The token of the confirmation link e-mailed after the join",
  }),
});

export const MARKETING_CONFIRMED = "Marketing consent confirmed.";
