import { ACCOUNT_OPERATIONS } from "@/lib/openapi/account-operations";
import { APP_KEY_OPERATIONS } from "@/lib/openapi/app-key-operations";
import { APPLE_WALLET_OPERATIONS } from "@/lib/openapi/apple-wallet-operations";
import { AUTH_OPERATIONS } from "@/lib/openapi/auth-operations";
import { AUTOMATION_OPERATIONS } from "@/lib/openapi/automation-operations";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { GOOGLE_WALLET_OPERATIONS } from "@/lib/openapi/google-wallet-operations";
import { LOCATION_OPERATIONS } from "@/lib/openapi/location-operations";
import { LOYALTY_GDPR_OPERATIONS } from "@/lib/openapi/loyalty-gdpr-operations";
import { MEMBER_CODE_OPERATIONS } from "@/lib/openapi/member-code-operations";
import { MEMBER_CSV_OPERATIONS } from "@/lib/openapi/member-csv-operations";
import { MEMBER_OPERATIONS } from "@/lib/openapi/member-operations";
import { MESSAGE_OPERATIONS } from "@/lib/openapi/message-operations";
import { META_OPERATIONS } from "@/lib/openapi/meta-operations";
import { OFFER_OPERATIONS } from "@/lib/openapi/offer-operations";
import type { Operation } from "@/lib/openapi/operation";
import { OVERVIEW_OPERATIONS } from "@/lib/openapi/overview-operations";
import { PASSKIT_OPERATIONS } from "@/lib/openapi/passkit-operations";
import { PROGRAM_LIFECYCLE_OPERATIONS } from "@/lib/openapi/program-lifecycle-operations";
import { PROGRAM_OPERATIONS } from "@/lib/openapi/program-operations";
import { PROMOTION_OPERATIONS } from "@/lib/openapi/promotion-operations";
import { PUBLIC_JOIN_OPERATIONS } from "@/lib/openapi/public-join-operations";
import { SIGNUP_OPERATIONS } from "@/lib/openapi/signup-operations";
import { TEAM_OPERATIONS } from "@/lib/openapi/team-operations";
import { TEMPLATE_OPERATIONS } from "@/lib/openapi/template-operations";
import { WALLET_OPERATIONS } from "@/lib/openapi/wallet-operations";
import { WEBHOOK_OPERATIONS } from "@/lib/openapi/webhook-operations";

export type { Operation, OperationAuth } from "@/lib/openapi/operation";

/**
 * Every /v2 operation, assembled from one file per resource (`<resource>-operations.ts`, each importing only
 * from `lib/openapi/operation.ts`; routes import their own resource's file, never this one). A new resource is
 * one import and one line here. The order is the order of the document's `paths`. A test fails when a route
 * file serves a method with an operation missing here (lib/openapi/routes.test.ts).
 */
export const OPERATIONS: Operation[] = [
  AUTH_OPERATIONS,
  PROGRAM_OPERATIONS,
  SIGNUP_OPERATIONS,
  GIFT_CARD_OPERATIONS,
  LOYALTY_GDPR_OPERATIONS,
  META_OPERATIONS,
  ACCOUNT_OPERATIONS,
  TEMPLATE_OPERATIONS,
  OFFER_OPERATIONS,
  PROGRAM_LIFECYCLE_OPERATIONS,
  MEMBER_OPERATIONS,
  MEMBER_CSV_OPERATIONS,
  WEBHOOK_OPERATIONS,
  APP_KEY_OPERATIONS,
  GOOGLE_WALLET_OPERATIONS,
  PASSKIT_OPERATIONS,
  WALLET_OPERATIONS,
  OVERVIEW_OPERATIONS,
  PUBLIC_JOIN_OPERATIONS,
  APPLE_WALLET_OPERATIONS,
  MEMBER_CODE_OPERATIONS,
  MESSAGE_OPERATIONS,
  PROMOTION_OPERATIONS,
  AUTOMATION_OPERATIONS,
  LOCATION_OPERATIONS,
  TEAM_OPERATIONS,
].flatMap((resource) => Object.values(resource));
