import { z } from "zod";
import { email, enumOf, list, model, objectId, str, text } from "@/lib/schemas/fields";
import { SIGNUP_LIMITS } from "@/lib/schemas/signup";

/**
 * A merchant's team (decision 053): the roles a person can hold in a merchant and what the role check answers.
 * Support staff (`staff`) belong to no merchant and act for one by `X-Merchant-Id` (decision 009).
 */
export const MERCHANT_ROLES = ["owner", "manager", "cashier"] as const;
export type MerchantRole = (typeof MERCHANT_ROLES)[number];
export const USER_ROLES = [...MERCHANT_ROLES, "staff"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ROLE_ERROR_CODES = {
  ROLE_NOT_ALLOWED: "Your role in this merchant's team does not allow this operation",
  LOCATION_NOT_ALLOWED: "You serve other locations of this merchant: name one of yours in locationId",
} as const;

/** The roles an invitation can give (an owner is made by promoting a member: `PUT /v2/team/{userId}`). */
export const INVITED_ROLES = ["manager", "cashier"] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

export const TEAM_LIMITS = {
  /** An invitation's link works this long after it was (re)sent. */
  invitationValidDays: 7,
  /** A person's locations (the program's own limit is 10; a cashier works at a few counters). */
  locationIdsMax: 100,
  /** Outstanding invitations per merchant. */
  pendingInvitationsMax: 100,
  // The same bounds as at signup and in the account (lib/schemas/account.ts).
  name: SIGNUP_LIMITS.name,
  password: SIGNUP_LIMITS.passwordHash,
  token: { minLength: 20, maxLength: 200 },
} as const;

/** Accepting invitations is open to anyone holding a link: counted per client like the card self-service. */
export const ACCEPT_INVITATION_RATE_LIMIT = {
  name: "accept-invitation",
  limit: 20,
  windowSeconds: 600,
} as const;

export const TEAM_ERROR_CODES = {
  ...ROLE_ERROR_CODES,
  ALREADY_IN_A_TEAM: "This e-mail address belongs to an account of a merchant already",
  INVITATION_PENDING: "An invitation to this e-mail address is waiting to be accepted: resend it instead",
  INVITATION_LIMIT_REACHED: `A merchant holds at most ${TEAM_LIMITS.pendingInvitationsMax} pending invitations`,
  INVITATION_NOT_PENDING: "The invitation was accepted or revoked",
  INVITATION_USED: "This invitation was accepted already",
  INVITATION_REVOKED: "This invitation was revoked",
  INVITATION_EXPIRED: "This invitation expired: ask for a new one",
  LAST_OWNER: "The merchant's last owner cannot be removed or given another role",
} as const;
export type TeamErrorCode = keyof typeof TEAM_ERROR_CODES;

const locationIds = list(objectId(), { maxLength: TEAM_LIMITS.locationIdsMax }).meta({
  description:
    "The merchant's locations the person works at (24-hex ids); empty or omitted: all of them. Stored as given.",
});

export const createInvitationSchema = model({
  email: email(),
  role: enumOf(INVITED_ROLES),
  locationIds: locationIds.optional(),
});
export type CreateInvitationInput = z.output<typeof createInvitationSchema>;

export const acceptInvitationSchema = model({
  name: text(TEAM_LIMITS.name),
  password: str(TEAM_LIMITS.password),
});
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;

export const updateTeamMemberSchema = model({
  role: enumOf(MERCHANT_ROLES).optional(),
  locationIds: locationIds.optional(),
});
export type UpdateTeamMemberInput = z.output<typeof updateTeamMemberSchema>;

export const invitationIdParamsSchema = model({ invitation: objectId() });
export const invitationTokenParamsSchema = model({
  invitation: str(TEAM_LIMITS.token).meta({ description: "The token from the e-mailed link" }),
});
export const teamMemberParamsSchema = model({ userId: objectId() });

export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;

export const invitationResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  locationIds: z.array(z.string()),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string().meta({ format: "date-time", description: "The link works until then" }),
  createdAt: z.string().meta({ format: "date-time" }),
  sentAt: z.string().meta({ format: "date-time", description: "When it was last (re)sent" }),
});
export type InvitationDto = z.output<typeof invitationResponseSchema>;
export const invitationListSchema = z.object({ items: z.array(invitationResponseSchema) });

export const acceptedInvitationSchema = z.object({
  userId: z.string(),
  merchantId: z.string(),
  role: z.enum(INVITED_ROLES),
});
export type AcceptedInvitationDto = z.output<typeof acceptedInvitationSchema>;

export const teamMemberResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(MERCHANT_ROLES),
  locationIds: z.array(z.string()),
});
export type TeamMemberDto = z.output<typeof teamMemberResponseSchema>;
export const teamListSchema = z.object({ items: z.array(teamMemberResponseSchema) });
