import { messagesIn } from "@/lib/i18n/messages-in";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MailLanguage } from "@/lib/mail/verification-email";

/** Why the link is sent: a new member, a join with an existing member's details, or the merchant replaced it. */
export type CardLinkReason = "joined" | "repeat" | "replaced";

const COPY = {
  en: {
    subject: (program: string) => `Your ${program} loyalty card`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
    joined: (program: string) =>
      `welcome to ${program}. This link opens your loyalty card with your points and the QR code to show at the counter:`,
    repeat: (program: string) =>
      `someone — perhaps you — asked to join ${program} with your details. You are already a member, so nothing changed; here is another link to your card (your earlier links keep working):`,
    replaced: (program: string) =>
      `${program} sent you a new link to your loyalty card. The previous link no longer works:`,
    keep: "Keep this e-mail or bookmark the page: the link is your card. Do not share it.",
    code: (code: string) =>
      `Still on the join page? Type this code there to open your card at once (it works for 15 minutes): ${code}`,
  },
  de: {
    subject: (program: string) => `Ihre Kundenkarte von ${program}`,
    greeting: (name: string | null) => (name ? `Hallo ${name},` : "Hallo,"),
    joined: (program: string) =>
      `willkommen bei ${program}. Dieser Link öffnet Ihre Kundenkarte mit Ihren Punkten und dem QR-Code, den Sie an der Kasse zeigen:`,
    repeat: (program: string) =>
      `jemand – vielleicht Sie selbst – wollte sich mit Ihren Angaben bei ${program} anmelden. Sie sind bereits Mitglied, es hat sich nichts geändert; hier ist ein weiterer Link zu Ihrer Karte (Ihre bisherigen Links funktionieren weiter):`,
    replaced: (program: string) =>
      `${program} hat Ihnen einen neuen Link zu Ihrer Kundenkarte geschickt. Der bisherige Link funktioniert nicht mehr:`,
    keep: "Bewahren Sie diese E-Mail auf oder setzen Sie ein Lesezeichen: Der Link ist Ihre Karte. Geben Sie ihn nicht weiter.",
    code: (code: string) =>
      `Sind Sie noch auf der Anmeldeseite? Geben Sie dort diesen Code ein, um Ihre Karte sofort zu öffnen (15 Minuten gültig): ${code}`,
  },
} as const;

type CardLinkEmail = {
  to: string;
  name: string | null;
  programName: string;
  link: string;
  reason: CardLinkReason;
  language: MailLanguage;
  /** The six-digit code that opens the card on the join page (decision 042); only in a join's e-mail. */
  code?: string | null;
};

export function cardLinkEmail({
  to,
  name,
  programName,
  link,
  reason,
  language,
  code = null,
}: CardLinkEmail): MailMessage {
  const copy = messagesIn(COPY, language);
  const codeLines = code ? ["", copy.code(code)] : [];
  const lines = [copy.greeting(name), "", copy[reason](programName), link, ...codeLines, "", copy.keep];
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const html = [
    paragraph(copy.greeting(name)),
    paragraph(copy[reason](programName)),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ...(code ? [paragraph(copy.code(code))] : []),
    paragraph(copy.keep),
  ].join("");
  return { to, subject: copy.subject(programName), text: lines.join("\n"), html };
}
