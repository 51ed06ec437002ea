import { messagesIn } from "@/lib/i18n/messages-in";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MailLanguage } from "@/lib/mail/verification-email";

const COPY = {
  en: {
    subject: (program: string) => `Your code to delete your ${program} card`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
    body: (program: string) =>
      `you asked on your card page to delete your ${program} loyalty card and your data. Type this code there to confirm:`,
    expiry:
      "The code works once and for 15 minutes. If you did not ask for it, ignore this e-mail: your card stays as it is.",
  },
  de: {
    subject: (program: string) => `Ihr Code zum Löschen Ihrer Karte von ${program}`,
    greeting: (name: string | null) => (name ? `Hallo ${name},` : "Hallo,"),
    body: (program: string) =>
      `Sie haben auf Ihrer Kartenseite verlangt, Ihre Kundenkarte von ${program} und Ihre Daten zu löschen. Geben Sie dort diesen Code ein, um es zu bestätigen:`,
    expiry:
      "Der Code gilt einmal und 15 Minuten lang. Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihre Karte bleibt, wie sie ist.",
  },
} as const;

type ErasureCodeEmail = {
  to: string;
  name: string | null;
  programName: string;
  code: string;
  language: MailLanguage;
};

/** The code that confirms a member's own deletion of their card (decision 042). */
export function erasureCodeEmail({ to, name, programName, code, language }: ErasureCodeEmail): MailMessage {
  const copy = messagesIn(COPY, language);
  const lines = [copy.greeting(name), "", copy.body(programName), code, "", copy.expiry];
  const html = [copy.greeting(name), copy.body(programName), code, copy.expiry]
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join("");
  return { to, subject: copy.subject(programName), text: lines.join("\n"), html };
}
