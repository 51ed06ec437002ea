import { isCharacterRulePattern } from "@/lib/schemas/fields";
import type { ApiMessages } from "./en";

type Ctx = Record<string, unknown>;
const characters = (count: unknown) => (count === 1 ? "1 Zeichen" : `${count} Zeichen`);
const items = (count: unknown) => (count === 1 ? "1 Eintrag" : `${count} Einträge`);

/** The dashboard's wording of API problems, in German (same shape as `en.ts`). */
export const de: ApiMessages = {
  outcomes: {
    network: "LoyaltyPass ist nicht erreichbar. Prüfen Sie Ihre Verbindung – es wurde nichts geändert.",
    unreadable:
      "LoyaltyPass hat etwas geantwortet, das die Seite nicht lesen kann. Laden Sie neu und prüfen Sie das Ergebnis.",
    badRequest: "Die Anfrage wurde nicht angenommen. Prüfen Sie Ihre Eingaben und versuchen Sie es erneut.",
    unauthenticated:
      "Ihre Sitzung ist abgelaufen. Melden Sie sich in einem anderen Tab erneut an und versuchen Sie es dann noch einmal.",
    forbidden: "Dazu sind Sie nicht berechtigt.",
    notFound: "Das gibt es nicht mehr, oder es gehört zu einem anderen Händler.",
    conflict:
      "Das ist im aktuellen Zustand nicht möglich. Laden Sie die Seite neu und versuchen Sie es erneut.",
    tooLarge: "Das ist zu groß zum Senden.",
    rateLimited: (seconds: number) => `Zu viele Versuche. Versuchen Sie es in ${seconds} Sekunden erneut.`,
    unavailable:
      "LoyaltyPass ist kurz nicht verfügbar. Es wurde nichts geändert; versuchen Sie es gleich noch einmal.",
    server: "Bei uns ist etwas schiefgegangen, es wurde nichts geändert. Bitte versuchen Sie es erneut.",
    serverWithReference: (reference: string) =>
      `Bei uns ist etwas schiefgegangen, es wurde nichts geändert. Bitte versuchen Sie es erneut; wenn es wieder passiert, nennen Sie dem Support die Referenz ${reference}.`,
    invalid: "Einige Eingaben wurden nicht angenommen. Prüfen Sie die markierten Felder.",
  },
  codes: {
    MERCHANT_NOT_FOUND: "Den Händler, für den Sie handeln, gibt es nicht mehr. Wählen Sie einen anderen.",
    MERCHANT_SCOPE_REQUIRED: "Wählen Sie zuerst den Händler, für den Sie handeln.",
    PROGRAM_ARCHIVED: "Dieses Programm ist archiviert. Stellen Sie es zuerst wieder her.",
    PROGRAM_ALREADY_ARCHIVED: "Dieses Programm ist bereits archiviert.",
    PROGRAM_NOT_ARCHIVED: "Dieses Programm ist nicht archiviert.",
  },
  types: {
    missing: () => "Pflichtfeld.",
    string_type: () => "Geben Sie Text ein.",
    string_too_short: (ctx: Ctx) =>
      ctx.min_length === 1 ? "Pflichtfeld." : `Geben Sie mindestens ${characters(ctx.min_length)} ein.`,
    string_too_long: (ctx: Ctx) => `Geben Sie höchstens ${characters(ctx.max_length)} ein.`,
    string_pattern_mismatch: (ctx: Ctx) =>
      isCharacterRulePattern(ctx.pattern)
        ? "Entfernen Sie Steuerzeichen und Schreibrichtungszeichen (sie können mit eingefügtem Text gekommen sein)."
        : "Das hat nicht das erwartete Format.",
    int_type: () => "Geben Sie eine ganze Zahl ein.",
    int_parsing: () => "Geben Sie eine ganze Zahl ein.",
    int_parsing_size: () => "Diese Zahl ist zu groß.",
    int_from_float: () => "Geben Sie eine ganze Zahl ohne Nachkommastellen ein.",
    float_type: () => "Geben Sie eine Zahl ein.",
    float_parsing: () => "Geben Sie eine Zahl ein.",
    finite_number: () => "Geben Sie eine endliche Zahl ein.",
    decimal_type: () => "Geben Sie eine Zahl ein.",
    decimal_parsing: () => "Geben Sie eine Zahl ein, z. B. 25.00.",
    decimal_max_places: (ctx: Ctx) =>
      ctx.decimal_places === 1
        ? "Verwenden Sie höchstens eine Nachkommastelle."
        : `Verwenden Sie höchstens ${ctx.decimal_places} Nachkommastellen.`,
    greater_than_equal: (ctx: Ctx) => `Geben Sie ${ctx.ge} oder mehr ein.`,
    greater_than: (ctx: Ctx) => `Geben Sie mehr als ${ctx.gt} ein.`,
    less_than_equal: (ctx: Ctx) => `Geben Sie ${ctx.le} oder weniger ein.`,
    less_than: (ctx: Ctx) => `Geben Sie weniger als ${ctx.lt} ein.`,
    enum: () => "Wählen Sie eine der Möglichkeiten.",
    bool_type: () => "Wählen Sie Ja oder Nein.",
    bool_parsing: () => "Wählen Sie Ja oder Nein.",
    list_type: () => "Geben Sie eine Liste ein.",
    too_short: (ctx: Ctx) => `Fügen Sie mindestens ${items(ctx.min_length)} hinzu.`,
    too_long: (ctx: Ctx) => `Höchstens ${items(ctx.max_length)} erlaubt.`,
    url_type: () => "Geben Sie eine Webadresse ein.",
    url_parsing: () => "Geben Sie eine Webadresse ein, z. B. https://example.com.",
    url_scheme: () => "Die Webadresse muss mit http:// oder https:// beginnen.",
    url_too_long: (ctx: Ctx) => `Die Webadresse darf höchstens ${characters(ctx.max_length)} haben.`,
    datetime_type: () => "Geben Sie Datum und Uhrzeit ein.",
    datetime_parsing: () => "Geben Sie ein gültiges Datum mit Uhrzeit ein.",
    datetime_from_date_parsing: () => "Geben Sie ein gültiges Datum mit Uhrzeit ein.",
    model_attributes_type: () => "Dieser Teil der Anfrage hat nicht die erwartete Form.",
    json_invalid: () => "Die Anfrage konnte nicht gelesen werden.",
    email: () => "Geben Sie eine gültige E-Mail-Adresse ein.",
    value_error: () => "Dieser Wert wird nicht angenommen.",
  },
  fallback: "Dieser Wert wird nicht angenommen.",
};
