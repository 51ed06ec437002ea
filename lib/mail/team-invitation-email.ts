import type { Language } from "@/lib/i18n/language";
import { messagesIn } from "@/lib/i18n/messages-in";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { InvitedRole } from "@/lib/schemas/team";

const COPY = {
  en: {
    subject: (merchant: string) => `You are invited to ${merchant}'s team on LoyaltyPass`,
    roles: { manager: "a manager", cashier: "a cashier" },
    body: (inviter: string, merchant: string, role: string) =>
      `${inviter} invites you to join ${merchant}'s team on LoyaltyPass as ${role}. Open this link to set your name and password:`,
    expiry: (days: number) =>
      `The link works once and for ${days} days. If you do not expect this invitation, ignore this e-mail.`,
  },
  de: {
    subject: (merchant: string) => `Einladung ins Team von ${merchant} bei LoyaltyPass`,
    roles: { manager: "Manager/in", cashier: "Kassierer/in" },
    body: (inviter: string, merchant: string, role: string) =>
      `${inviter} lädt Sie ins Team von ${merchant} bei LoyaltyPass ein, als ${role}. Öffnen Sie diesen Link, um Ihren Namen und Ihr Passwort festzulegen:`,
    expiry: (days: number) =>
      `Der Link funktioniert einmal und ${days} Tage lang. Falls Sie diese Einladung nicht erwarten, ignorieren Sie diese E-Mail.`,
  },
} as const;

type InvitationEmail = {
  to: string;
  inviter: string;
  merchant: string;
  role: InvitedRole;
  link: string;
  days: number;
  language: Language;
};

export function teamInvitationEmail({
  to,
  inviter,
  merchant,
  role,
  link,
  days,
  language,
}: InvitationEmail): MailMessage {
  const copy = messagesIn(COPY, language);
  const body = copy.body(inviter, merchant, copy.roles[role]);
  const text = [body, link, "", copy.expiry(days)].join("\n");
  const html = `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(copy.expiry(days))}</p>`;
  return { to, subject: copy.subject(merchant), text, html };
}
