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
} as const;
