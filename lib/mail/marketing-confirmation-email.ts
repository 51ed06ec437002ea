import { messagesIn } from "@/lib/i18n/messages-in";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MailLanguage } from "@/lib/mail/verification-email";

const COPY = {
  en: {
    subject: (program: string) => `Please confirm: news and offers from ${program}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
    body: (program: string) =>
      `when you joined ${program} you asked for news and offers by e-mail. Please confirm it with this link; until then we send you none:`,
    ignore: "If you did not ask for it, ignore this e-mail: you will get no marketing messages.",
  },
  de: {
    subject: (program: string) => `Bitte bestätigen: Neuigkeiten und Angebote von ${program}`,
    greeting: (name: string | null) => (name ? `Hallo ${name},` : "Hallo,"),
    body: (program: string) =>
      `bei Ihrer Anmeldung bei ${program} haben Sie Neuigkeiten und Angebote per E-Mail gewünscht. Bitte bestätigen Sie das mit diesem Link; bis dahin schicken wir Ihnen keine:`,
    ignore: "Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Sie erhalten dann keine Werbung.",
  },
} as const;

type MarketingConfirmationEmail = {
  to: string;
  name: string | null;
  programName: string;
  link: string;
  language: MailLanguage;
};

/** The double opt-in's e-mail (decision 042): marketing consent counts once its link is used. */
export function marketingConfirmationEmail({
  to,
  name,
  programName,
  link,
  language,
}: MarketingConfirmationEmail): MailMessage {
  const copy = messagesIn(COPY, language);
  const text = [copy.greeting(name), "", copy.body(programName), link, "", copy.ignore].join("\n");
  const html = [
    `<p>${escapeHtml(copy.greeting(name))}</p>`,
    `<p>${escapeHtml(copy.body(programName))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(copy.ignore)}</p>`,
  ].join("");
  return { to, subject: copy.subject(programName), text, html };
}
