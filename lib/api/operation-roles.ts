import type { AuthenticatedUser } from "@/lib/auth/authenticate";
import { ServiceError } from "@/lib/errors/api-error";
import { type MerchantRole, ROLE_ERROR_CODES } from "@/lib/schemas/team";

const EVERYONE: readonly MerchantRole[] = ["owner", "manager", "cashier"];
const MANAGERS: readonly MerchantRole[] = ["owner", "manager"];
const OWNER: readonly MerchantRole[] = ["owner"];

/**
 * Who in a merchant's team may call each authenticated operation (decision 053), keyed by `operationId` — the
 * one place roles are decided: withApi enforces it, the OpenAPI document states it per operation (`x-roles`).
 * Owner: everything. Manager: everything but the team, app keys and wallet certificates. Cashier: the
 * scanner (scan, the program's offers and their redemption, a gift card's lookup and redemption) and their
 * own person (`/v2/token`, `/v2/account`). An operation without a row is the owner's alone.
 */
export const OPERATION_ROLES: Record<string, readonly MerchantRole[]> = {
  // Oneself: every signed-in person; changing the company (the merchant's name) is the owner's (update-account).
  getCurrentUser: EVERYONE,
  getAccount: EVERYONE,
  updateAccount: EVERYONE,
  changePassword: EVERYONE,
  // Support staff only, refused by its service to everyone else.
  searchMerchants: EVERYONE,
  // The scanner at the counter.
  scanMember: EVERYONE,
  listOffers: EVERYONE,
  redeemOffer: EVERYONE,
  lookUpGiftCard: EVERYONE,
  redeemGiftCard: EVERYONE,
  // The team, app keys and wallet certificates: the owner's.
  listTeamMembers: OWNER,
  updateTeamMember: OWNER,
  removeTeamMember: OWNER,
  listInvitations: OWNER,
  createInvitation: OWNER,
  revokeInvitation: OWNER,
  resendInvitation: OWNER,
  createAppKey: OWNER,
  listAppKeys: OWNER,
  revokeAppKey: OWNER,
  getWalletState: OWNER,
  uploadAppleCertificate: OWNER,
  listAppleCertificates: OWNER,
  deleteAppleCertificate: OWNER,
  setGoogleWalletConfig: OWNER,
  deleteGoogleWalletConfig: OWNER,
  // Everything else: owners and managers.
  createProgram: MANAGERS,
  listPrograms: MANAGERS,
  getProgram: MANAGERS,
  updateProgram: MANAGERS,
  archiveProgram: MANAGERS,
  unarchiveProgram: MANAGERS,
  duplicateProgram: MANAGERS,
  deleteProgram: MANAGERS,
  getSampleApplePass: MANAGERS,
  issueGiftCard: MANAGERS,
  listGiftCards: MANAGERS,
  getGiftCard: MANAGERS,
  deleteGiftCard: MANAGERS,
  deleteGiftCardProgram: MANAGERS,
  reloadGiftCard: MANAGERS,
  replaceGiftCardLink: MANAGERS,
  getGiftCardApplePass: MANAGERS,
  getGiftCardGoogleWalletLink: MANAGERS,
  eraseGiftCardCustomer: MANAGERS,
  listGdprRequests: MANAGERS,
  getGdprRequest: MANAGERS,
  exportGiftCardCustomer: MANAGERS,
  eraseLoyaltyMember: MANAGERS,
  listLoyaltyGdprRequests: MANAGERS,
  getLoyaltyGdprRequest: MANAGERS,
  exportLoyaltyMember: MANAGERS,
  erasePerson: MANAGERS,
  exportPerson: MANAGERS,
  listTemplates: MANAGERS,
  createTemplate: MANAGERS,
  getTemplate: MANAGERS,
  updateTemplate: MANAGERS,
  deleteTemplate: MANAGERS,
  listTemplateImages: MANAGERS,
  deleteTemplateImages: MANAGERS,
  listTemplateImagesOfType: MANAGERS,
  deleteTemplateImagesOfType: MANAGERS,
  uploadTemplateImage: MANAGERS,
  getTemplateImage: MANAGERS,
  deleteTemplateImage: MANAGERS,
  createOffer: MANAGERS,
  getOffer: MANAGERS,
  updateOffer: MANAGERS,
  deleteOffer: MANAGERS,
  publishOffer: MANAGERS,
  cancelOffer: MANAGERS,
  listOfferCardImages: MANAGERS,
  uploadOfferCardImage: MANAGERS,
  getOfferCardImage: MANAGERS,
  deleteOfferCardImage: MANAGERS,
  listRedemptions: MANAGERS,
  createMember: MANAGERS,
  listMembers: MANAGERS,
  getMember: MANAGERS,
  updateMember: MANAGERS,
  deleteMember: MANAGERS,
  adjustMemberPoints: MANAGERS,
  listMemberPoints: MANAGERS,
  listMemberProfileChanges: MANAGERS,
  importMembers: MANAGERS,
  exportMembers: MANAGERS,
  replaceMemberCardLink: MANAGERS,
  getMemberApplePass: MANAGERS,
  getMemberGoogleWalletLink: MANAGERS,
  createWebhook: MANAGERS,
  listWebhooks: MANAGERS,
  getWebhook: MANAGERS,
  updateWebhook: MANAGERS,
  deleteWebhook: MANAGERS,
  rotateWebhookSecret: MANAGERS,
  testWebhook: MANAGERS,
  listWebhookDeliveries: MANAGERS,
  redeliverWebhookDelivery: MANAGERS,
  getOverview: MANAGERS,
  listMessages: MANAGERS,
  createMessage: MANAGERS,
  countMessageAudience: MANAGERS,
  getMessage: MANAGERS,
  cancelMessage: MANAGERS,
  listPromotions: MANAGERS,
  createPromotion: MANAGERS,
  getPromotion: MANAGERS,
  updatePromotion: MANAGERS,
  deletePromotion: MANAGERS,
  getAutomations: MANAGERS,
  updateAutomations: MANAGERS,
  createLocation: MANAGERS,
  // The scanner offers a cashier's locations to choose from.
  listLocations: EVERYONE,
  getLocation: MANAGERS,
  updateLocation: MANAGERS,
  deleteLocation: MANAGERS,
};

/** The roles that may call an operation (the owner alone when it has no row). */
export const rolesFor = (operationId: string): readonly MerchantRole[] =>
  OPERATION_ROLES[operationId] ?? OWNER;

/**
 * Right after authentication: a team member whose role may not call the operation gets 403
 * `ROLE_NOT_ALLOWED`. Support staff act for a merchant as before (decision 009) and an app key as its
 * owner within its own limits (decision 012).
 */
export function assertRoleMayCall({
  user,
  operationId,
}: {
  user: AuthenticatedUser | null;
  operationId: string;
}): void {
  if (!user || user.appKey || user.role === "staff") return;
  if (rolesFor(operationId).includes(user.role)) return;
  throw new ServiceError("ROLE_NOT_ALLOWED", ROLE_ERROR_CODES.ROLE_NOT_ALLOWED, 403);
}

/**
 * Where a counter operation (scan, offer or gift-card redemption) happens, for the acting person: a cashier
 * bound to locations works there only — another location answers 403 `LOCATION_NOT_ALLOWED`, and a cashier of
 * exactly one location who names none works at it (several: they must say which). Everyone else: as named.
 */
export function counterLocationOf(user: AuthenticatedUser, locationId: string | null | undefined) {
  const own = counterLocationIdsOf(user);
  if (own.length === 0) return locationId ?? null;
  const chosen = locationId ?? (own.length === 1 ? own[0] : undefined);
  if (chosen && own.includes(chosen)) return chosen;
  throw new ServiceError("LOCATION_NOT_ALLOWED", ROLE_ERROR_CODES.LOCATION_NOT_ALLOWED, 403);
}

/** The locations a cashier is bound to (decision 053); empty: every location of the merchant (everyone else). */
export const counterLocationIdsOf = (user: AuthenticatedUser): string[] =>
  user.role === "cashier" && !user.appKey ? (user.locationIds ?? []) : [];
