import { messagesIn } from "@/lib/i18n/messages-in";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MailLanguage } from "@/lib/mail/verification-email";

const COPY = {
  en: {
    subject: "Reset your LoyaltyPass password",
    greeting: (name: string) => `Hello ${name},`,
    body: "Someone asked to reset the password of your LoyaltyPass account. Open this link to choose a new one:",
    expiry: (minutes: number) =>
      `The link works once and for ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  },
  de: {
    subject: "Setzen Sie Ihr LoyaltyPass-Passwort zurück",
    greeting: (name: string) => `Hallo ${name},`,
    body: "Jemand möchte das Passwort Ihres LoyaltyPass-Kontos zurücksetzen. Öffnen Sie diesen Link, um ein neues zu wählen:",
    expiry: (minutes: number) =>
      `Der Link funktioniert einmal und ${minutes} Minuten lang. Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.`,
  },
} as const;

type ResetEmail = { to: string; name: string; link: string; minutes: number; language: MailLanguage };

export function passwordResetEmail({ to, name, link, minutes, language }: ResetEmail): MailMessage {
  const copy = messagesIn(COPY, language);
  const text = [copy.greeting(name), "", copy.body, link, "", copy.expiry(minutes)].join("\n");
  const html = `<p>${escapeHtml(copy.greeting(name))}</p><p>${escapeHtml(copy.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(copy.expiry(minutes))}</p>`;
  return { to, subject: copy.subject, text, html };
}
