import { messagesIn } from "@/lib/i18n/messages-in";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MailLanguage } from "@/lib/mail/verification-email";

/** Why a gift card's link is sent: the card was issued to the person, or the merchant replaced the link. */
export type GiftCardLinkReason = "issued" | "replaced";

const COPY = {
  en: {
    subject: (program: string) => `Your ${program} gift card`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
    issued: (program: string, sender: string | null) =>
      `${sender ? `${sender} sent you a gift card of ${program}.` : `You have received a gift card of ${program}.`} This link opens it with its balance and the code to show at the counter:`,
    replaced: (program: string) =>
      `${program} sent you a new link to your gift card. The previous link no longer works:`,
    message: "The message that came with it:",
    keep: "Keep this e-mail or bookmark the page: the link is your gift card. Do not share it.",
  },
  de: {
    subject: (program: string) => `Ihre Geschenkkarte von ${program}`,
    greeting: (name: string | null) => (name ? `Hallo ${name},` : "Hallo,"),
    issued: (program: string, sender: string | null) =>
      `${sender ? `${sender} hat Ihnen eine Geschenkkarte von ${program} geschenkt.` : `Sie haben eine Geschenkkarte von ${program} erhalten.`} Dieser Link öffnet sie mit ihrem Guthaben und dem Code, den Sie an der Kasse zeigen:`,
    replaced: (program: string) =>
      `${program} hat Ihnen einen neuen Link zu Ihrer Geschenkkarte geschickt. Der bisherige Link funktioniert nicht mehr:`,
    message: "Die Nachricht dazu:",
    keep: "Bewahren Sie diese E-Mail auf oder setzen Sie ein Lesezeichen: Der Link ist Ihre Geschenkkarte. Geben Sie ihn nicht weiter.",
  },
} as const;

type GiftCardLinkEmail = {
  to: string;
  name: string | null;
  programName: string;
  link: string;
  reason: GiftCardLinkReason;
  language: MailLanguage;
  /** Who gave the card and what they wrote (the card's `senderName` and `customMessage`), told with the first link. */
  sender: string | null;
  message: string | null;
};

export function giftCardLinkEmail(mail: GiftCardLinkEmail): MailMessage {
  const copy = messagesIn(COPY, mail.language);
  const lead =
    mail.reason === "issued" ? copy.issued(mail.programName, mail.sender) : copy.replaced(mail.programName);
  const message = mail.reason === "issued" && mail.message ? mail.message : null;
  const lines = [
    copy.greeting(mail.name),
    "",
    lead,
    mail.link,
    ...(message ? ["", copy.message, message] : []),
    "",
    copy.keep,
  ];
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const html = [
    paragraph(copy.greeting(mail.name)),
    paragraph(lead),
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>`,
    message ? `${paragraph(copy.message)}<blockquote>${paragraph(message)}</blockquote>` : "",
    paragraph(copy.keep),
  ].join("");
  return { to: mail.to, subject: copy.subject(mail.programName), text: lines.join("\n"), html };
}
