import { messagesIn } from "@/lib/i18n/messages-in";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MailLanguage } from "@/lib/mail/verification-email";

const COPY = {
  en: {
    subject: "A LoyaltyPass webhook was disabled",
    body: (url: string, days: number) =>
      `Every delivery to your webhook ${url} has failed for ${days} days, so we disabled it. Deliveries that failed are listed in the dashboard (Settings → Webhooks), where you can enable the webhook again and redeliver them.`,
  },
  de: {
    subject: "Ein LoyaltyPass-Webhook wurde deaktiviert",
    body: (url: string, days: number) =>
      `Jede Zustellung an Ihren Webhook ${url} ist seit ${days} Tagen fehlgeschlagen, deshalb haben wir ihn deaktiviert. Die fehlgeschlagenen Zustellungen finden Sie im Dashboard (Einstellungen → Webhooks); dort können Sie den Webhook wieder aktivieren und sie erneut zustellen.`,
  },
} as const;

export function webhookDisabledEmail({
  to,
  url,
  days,
  language,
  link,
}: {
  to: string;
  url: string;
  days: number;
  language: MailLanguage;
  link: string;
}): MailMessage {
  const copy = messagesIn(COPY, language);
  const body = copy.body(url, days);
  return {
    to,
    subject: copy.subject,
    text: [body, "", link].join("\n"),
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}
