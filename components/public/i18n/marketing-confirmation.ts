import type { Language } from "@/lib/i18n/language";

/** The double opt-in's page (decision 042). */
const en = {
  metaTitle: "Confirm marketing messages",
  heading: "News and offers by e-mail",
  body: "You asked for news and offers by e-mail when you joined. Confirm it here; until then you get none.",
  confirm: "Yes, send me news and offers",
  confirmed: "Thank you: your consent is confirmed. You can withdraw it at any time on your card page.",
  gone: "This link no longer works: the consent was withdrawn, or a newer e-mail holds the link.",
  failed: "That did not work. Please try again in a moment.",
};

export type MarketingConfirmationMessages = typeof en;

const de: MarketingConfirmationMessages = {
  metaTitle: "Werbung per E-Mail bestätigen",
  heading: "Neuigkeiten und Angebote per E-Mail",
  body: "Sie haben bei Ihrer Anmeldung Neuigkeiten und Angebote per E-Mail gewünscht. Bestätigen Sie das hier; bis dahin erhalten Sie keine.",
  confirm: "Ja, schicken Sie mir Neuigkeiten und Angebote",
  confirmed:
    "Danke: Ihre Einwilligung ist bestätigt. Sie können sie jederzeit auf Ihrer Kartenseite widerrufen.",
  gone: "Dieser Link funktioniert nicht mehr: Die Einwilligung wurde widerrufen, oder eine neuere E-Mail enthält den Link.",
  failed: "Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.",
};

export const MARKETING_CONFIRMATION_COPY: Record<Language, MarketingConfirmationMessages> = { en, de };
