import { createMailHandler } from "@/lib/outbox/mail-handler";
import type { MailComposers } from "@/lib/outbox/mail-payload";
import type { OutboxHandlers } from "@/lib/outbox/types";
import { composePasswordResetMail } from "@/lib/services/accounts/password-reset-mail";
import { composeCardLinkMail } from "@/lib/services/card-links/card-link-mail";
import { composeErasureCodeMail } from "@/lib/services/card-self-service/erasure-code-mail";
import { composeMarketingConfirmationMail } from "@/lib/services/marketing-consent/confirmation-mail";
import { messageHandler } from "@/lib/services/messages/message-handler";
import { publicJoinHandler } from "@/lib/services/public-join/join-handler";
import { composeVerificationMail } from "@/lib/services/signup/verification-mail";
import { composeTeamInvitationMail } from "@/lib/services/team/invitation-mail";
import { createApnsHandler } from "@/lib/services/wallet/apple/apns-handler";
import { googleWalletHandler } from "@/lib/services/wallet/google/outbox-handler";
import { createWebhookHandler } from "@/lib/services/webhooks/deliver-webhook";
import { expandEventBatchHandler, fanOutEventHandler } from "@/lib/services/webhooks/fan-out-event";
import { composeWebhookDisabledMail } from "@/lib/services/webhooks/webhook-disabled-mail";

/** Every e-mail the service sends, by the `compose` its outbox row names. */
export const mailComposers: MailComposers = {
  "card-link": composeCardLinkMail,
  "signup-verification": composeVerificationMail,
  "password-reset": composePasswordResetMail,
  "erasure-code": composeErasureCodeMail,
  "marketing-confirmation": composeMarketingConfirmationMail,
  "webhook-disabled": composeWebhookDisabledMail,
  "team-invitation": composeTeamInvitationMail,
};

/**
 * The one registry: how each kind of outbox row leaves the service. It sits above every service whose handler it
 * names (the outbox itself, `lib/outbox`, knows none of them); the server passes it to `startOutboxWorker`.
 */
export const outboxHandlers = (): OutboxHandlers => {
  const mail = createMailHandler(mailComposers);
  return {
    "webhook-event": fanOutEventHandler,
    "webhook-event-batch": expandEventBatchHandler,
    webhook: createWebhookHandler(),
    mail,
    google: googleWalletHandler,
    apns: createApnsHandler(),
    "public-join": publicJoinHandler,
    message: messageHandler,
    // Rows written before card-link e-mails became `mail` rows.
    "card-link": mail,
  };
};
