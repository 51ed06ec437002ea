import { messagesIn } from "@/lib/i18n/messages-in";
import type { PassLanguage } from "@/lib/passes/pass-facts";

// The texts the service itself writes on a pass (the default design's labels, the change messages, the voided
// and development notes). pass.json carries the English text as the key; each language's pass.strings maps it
// to that language, so a phone in English or German reads its own language and any other phone reads English.
// A template's own labels and values are the merchant's words and stay as written.

const GERMAN = {
  Points: "Punkte",
  Member: "Mitglied",
  "Member number": "Mitgliedsnummer",
  Tier: "Stufe",
  Balance: "Guthaben",
  "Card number": "Kartennummer",
  "Security code": "Sicherheitscode",
  "Valid until": "Gültig bis",
  About: "Über das Programm",
  "Terms and conditions": "Teilnahmebedingungen",
  Website: "Website",
  "E-mail": "E-Mail",
  Phone: "Telefon",
  Offers: "Angebote",
  Status: "Status",
  "This pass is no longer valid.": "Dieser Pass ist nicht mehr gültig.",
  "Your points balance is now %@.": "Ihr Punktestand beträgt jetzt %@.",
  "Your balance is now %@.": "Ihr Guthaben beträgt jetzt %@.",
  Signature: "Signatur",
  Message: "Nachricht",
  "Points expiring soon": "Bald verfallende Punkte",
  "Development certificate: Apple Wallet on a real device does not accept this pass.":
    "Entwicklungszertifikat: Apple Wallet auf einem echten Gerät nimmt diesen Pass nicht an.",
} as const;

export type PassText = keyof typeof GERMAN;

/** A text the service writes on a pass, as pass.json carries it (the key of pass.strings). */
export const passText = (text: PassText): string => text;

const TRANSLATIONS: Record<PassLanguage, Record<PassText, string>> = {
  en: Object.fromEntries(Object.keys(GERMAN).map((key) => [key, key])) as Record<PassText, string>,
  de: GERMAN,
};

const quoted = (text: string) =>
  `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/**
 * The points change message of a program that names its points ("beans"): "You now have %@ beans." on an
 * English phone, "Sie haben jetzt %@ beans." on a German one (the name is the merchant's word, kept as written).
 */
export function namedPointsChangeMessage(pointsName: string): Record<PassLanguage, string> {
  const name = pointsName.replace(/%/g, "%%");
  return { en: `You now have %@ ${name}.`, de: `Sie haben jetzt %@ ${name}.` };
}

/** A pass's own texts beyond the service's fixed ones: per language, each English key's translation. */
export type ExtraPassStrings = Record<PassLanguage, Record<string, string>>;

const NO_EXTRA: ExtraPassStrings = { en: {}, de: {} };

/** `<language>.lproj/pass.strings` (UTF-8 `"key" = "value";` lines) for English and German. */
export function passStringsFiles(extra: ExtraPassStrings = NO_EXTRA): Record<string, Buffer> {
  return Object.fromEntries(
    (Object.keys(TRANSLATIONS) as PassLanguage[]).map((language) => {
      const entries = Object.entries({
        ...messagesIn(TRANSLATIONS, language),
        ...messagesIn(extra, language),
      });
      const lines = entries.map(([key, value]) => `${quoted(key)} = ${quoted(value)};`).join("\n");
      return [`${language}.lproj/pass.strings`, Buffer.from(lines, "utf8")];
    }),
  );
}

/** How Wallet shows a text of pass.json on a phone in this language (the service's own texts translated). */
export const translatePassText = (text: string, language: PassLanguage): string =>
  (messagesIn(TRANSLATIONS, language) as Record<string, string>)[text] ?? text;
