import type { Language } from "@/lib/i18n/language";
import { messagesIn } from "@/lib/i18n/messages-in";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send-mail";

export type MailLanguage = Language;

const COPY = {
  en: {
    subject: (code: string) => `${code} is your LoyaltyPass verification code`,
    greeting: (name: string) => `Hello ${name},`,
    body: "Enter this code to activate your LoyaltyPass account:",
    link: "Or open this link:",
    expiry: "The code is valid for 24 hours. If you did not sign up, ignore this e-mail.",
  },
  de: {
    subject: (code: string) => `${code} ist Ihr LoyaltyPass-Bestätigungscode`,
    greeting: (name: string) => `Hallo ${name},`,
    body: "Geben Sie diesen Code ein, um Ihr LoyaltyPass-Konto zu aktivieren:",
    link: "Oder öffnen Sie diesen Link:",
    expiry:
      "Der Code ist 24 Stunden gültig. Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.",
  },
} as const;

export function verificationEmail({
  to,
  name,
  code,
  link,
  language,
}: {
  to: string;
  name: string;
  code: string;
  link: string;
  language: MailLanguage;
}): MailMessage {
  const copy = messagesIn(COPY, language);
  const text = [
    copy.greeting(name),
    "",
    copy.body,
    "",
    `    ${code}`,
    "",
    copy.link,
    link,
    "",
    copy.expiry,
  ].join("\n");
  const html = `<p>${escapeHtml(copy.greeting(name))}</p><p>${escapeHtml(copy.body)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>
<p>${escapeHtml(copy.link)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(copy.expiry)}</p>`;
  return { to, subject: copy.subject(code), text, html };
}
