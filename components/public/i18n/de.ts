import type { BarcodeFormat } from "@/lib/schemas/program";
import type { PublicMessages } from "./en";

/** Wie der Bildtext der Kartenseiten jedes Barcode-Format nennt. */
const CODE_NAMES: Record<BarcodeFormat, string> = {
  QR: "QR-Code",
  PDF417: "PDF417-Code",
  Aztec: "Aztec-Code",
  Code128: "Code-128-Barcode",
};

/** Die Seiten für Kundinnen und Kunden (Anmeldeseite und Kartenseite), auf Deutsch, mit „Sie“. */
export const de: PublicMessages = {
  layout: {
    poweredBy: "Kundenkarten von LoyaltyPass",
  },
  join: {
    metaTitle: (program: string) => `Bei ${program} mitmachen`,
    heading: (program: string) => `Bei ${program} mitmachen`,
    lead: "Sammeln Sie bei jedem Besuch Punkte. Füllen Sie das Formular aus, dann schicken wir Ihnen den Link zu Ihrer Kundenkarte per E-Mail.",
    by: (company: string) => `von ${company}`,
    logoAlt: (program: string) => `Logo von ${program}`,
    fields: {
      email: "E-Mail",
      emailHint: "Hierhin schicken wir den Link zu Ihrer Karte.",
      firstName: "Vorname",
      lastName: "Nachname",
      phone: "Telefon",
      phoneHint: "Mit Ländervorwahl, z. B. +49 30 1234567.",
      birthday: "Geburtstag",
      externalId: "Kundennummer",
      referralCode: "Empfehlungscode",
      referralHint: "Von jemandem, der schon Mitglied ist.",
      jsonHint: 'Im JSON-Format, z. B. {"groesse": "M"}.',
      choose: "Bitte wählen …",
    },
    terms: {
      heading: (program: string) => `Bedingungen von ${program}`,
      show: "Bedingungen lesen",
    },
    consent: {
      legend: "Ihre Einwilligung",
      terms: (program: string) => `Ich akzeptiere die Bedingungen von ${program}.`,
      privacy: (owner: string) =>
        `Ich bin einverstanden, dass ${owner} die obigen Angaben für meine Kundenkarte speichert.`,
      privacyHint:
        "Ihre Angaben dienen nur Ihrer Kundenkarte. Sie können das Geschäft jederzeit bitten, sie zu löschen.",
      marketing:
        "Schicken Sie mir Neuigkeiten und Angebote per E-Mail. Freiwillig; Sie können das jederzeit widerrufen.",
    },
    required: "(Pflichtfeld)",
    submit: "Mitmachen",
    errors: {
      terms: "Bitte akzeptieren Sie die Bedingungen, um mitzumachen.",
      privacy: "Bitte stimmen Sie zu: Ohne Ihre Angaben kann die Karte nicht funktionieren.",
      json: 'Bitte gültiges JSON eingeben, z. B. {"groesse": "M"}.',
      date: "Bitte ein Datum eingeben.",
      phone: "Bitte eine Telefonnummer eingeben, z. B. +49 30 1234567.",
      referral: "Dieser Empfehlungscode ist ungültig. Prüfen Sie ihn oder lassen Sie das Feld leer.",
    },
    problems: {
      invalid: "Einige Angaben passen noch nicht. Bitte prüfen Sie die markierten Felder.",
      closed: "Dieses Programm nimmt keine neuen Mitglieder mehr auf.",
      rateLimited: (seconds: number) =>
        `Zu viele Versuche aus diesem Netz. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
      network: "Keine Verbindung. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
      tooLarge: "Ihre Angaben sind zu lang. Bitte kürzen Sie sie und versuchen Sie es erneut.",
      server: "Bei uns ist etwas schiefgegangen. Es wurde nichts verschickt; bitte versuchen Sie es erneut.",
    },
    done: {
      heading: "Sehen Sie in Ihr E-Mail-Postfach",
      body: (email: string) =>
        `Wenn Ihre Angaben stimmen, ist der Link zu Ihrer Kundenkarte unterwegs an ${email}. Öffnen Sie ihn auf diesem Telefon und bewahren Sie die E-Mail auf: Der Link ist Ihre Karte.`,
      notArrived:
        "Nach ein paar Minuten noch nichts da? Sehen Sie im Spam-Ordner nach oder fragen Sie an der Kasse.",
    },
    code: {
      label: "Code aus der E-Mail",
      hint: "Noch hier? Die E-Mail enthält auch einen 6-stelligen Code: Geben Sie ihn ein, um Ihre Karte auf dieser Seite zu öffnen.",
      submit: "Meine Karte öffnen",
      invalid:
        "Dieser Code öffnet keine Karte. Sehen Sie in die neueste E-Mail: Ein Code gilt einmal, 15 Minuten lang und für 5 Versuche.",
      format: "Geben Sie die 6 Ziffern des Codes ein.",
      tooMany: "Zu viele Versuche von diesem Gerät. Warten Sie eine Minute und versuchen Sie es dann erneut.",
    },
    closed: {
      title: "Dieses Programm nimmt keine neuen Mitglieder auf",
      body: "Dieser Anmeldelink funktioniert nicht (mehr). Bitte fragen Sie an der Kasse.",
    },
  },
  card: {
    metaTitle: "Ihre Kundenkarte",
    memberLabel: "Karteninhaber/in",
    logoAlt: (program: string) => `Logo von ${program}`,
    points: { one: "Punkt", other: "Punkte" },
    stamps: { one: "Stempel", other: "Stempel" },
    balanceLabel: "Guthaben",
    amount: (count: string, word: string) => `${count} ${word}`,
    stampRow: (count: string, goal: string, word: string) => `${count} von ${goal} ${word}`,
    tier: "Stufe",
    expiringLabel: "Verfallen bald",
    expiring: (amount: string, date: string) => `${amount}, die ersten am ${date}`,
    suspended: "Diese Karte ist pausiert. Bitte fragen Sie an der Kasse.",
    progress: {
      heading: "Ihre nächste Prämie",
      offer: (count: string, word: string, offer: string) => `Noch ${count} ${word} bis ${offer}`,
      tier: (count: string, word: string, tier: string) => `Noch ${count} ${word} bis zur Stufe ${tier}`,
    },
    visits: {
      heading: "Letzte Besuche",
      none: "Noch keine Besuche.",
      what: {
        redeemed: (offer: string | null) => (offer ? `Eingelöst: ${offer}` : "Prämie eingelöst"),
        adjusted: (_reason: string | null) => "Korrektur durch das Geschäft",
        imported: (_reason: string | null) => "Übernommene Punkte",
        scan: "Besuch",
        rule: "Bonus für Ihre Profilangaben",
        referral: "Empfehlungsbonus",
        expired: "Punkte verfallen",
        automation: {
          welcome: "Willkommensbonus",
          birthday: "Geburtstagsgeschenk",
          winBack: "Willkommen-zurück-Bonus",
        },
      },
    },
    /** Issue 29: die neuesten Nachrichten des Geschäfts an das Mitglied. */
    messages: { heading: "Nachrichten vom Geschäft" },
    shop: {
      heading: "So finden Sie uns",
      address: "Adresse",
      openingHours: "Öffnungszeiten",
      privacy: "Datenschutzerklärung",
    },
    offers: {
      heading: "Prämien, die Sie jetzt bekommen",
      none: (word: string) => `Sammeln Sie weitere ${word} für eine Prämie.`,
      cost: (amount: string) => `für ${amount}`,
      free: "gratis",
    },
    code: {
      heading: "Zeigen Sie diesen Code an der Kasse",
      alt: (number, format) => `${CODE_NAMES[format]} der Mitgliedsnummer ${number}`,
      number: "Mitgliedsnummer",
    },
    wallet: {
      heading: "Auf Ihr Telefon",
      apple: "Zu Apple Wallet hinzufügen",
      appleLines: ["Zu", "Apple Wallet hinzufügen"],
      google: "Zu Google Wallet hinzufügen",
      preview: {
        title: "Apple Wallet: nur Vorschau",
        body: "Die Pässe dieses Geschäfts sind noch nicht für Apple Wallet signiert, ein iPhone würde diesen daher nicht annehmen. Sie können ihn trotzdem herunterladen und ansehen.",
        download: "Vorschau-Pass herunterladen",
      },
      unavailable: "Google Wallet hat gerade nicht geantwortet. Bitte versuchen Sie es später erneut.",
      tooMany: (seconds: number) =>
        `Zu viele Anfragen aus diesem Netz. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
    },
    gone: {
      title: "Diese Karte gibt es nicht mehr",
      body: "Der Link wurde vielleicht durch einen neueren ersetzt (siehe Ihre letzte E-Mail des Geschäfts), oder die Karte wurde entfernt. Fragen Sie an der Kasse nach einem neuen Link.",
    },
  },
  giftCard: {
    metaTitle: "Ihre Geschenkkarte",
    balanceLabel: "Guthaben",
    validUntil: "Gültig bis",
    expiredOn: "Abgelaufen am",
    status: {
      active: null,
      expired: "Diese Geschenkkarte ist abgelaufen. Bitte fragen Sie an der Kasse nach.",
      depleted: "Das Guthaben dieser Geschenkkarte ist aufgebraucht.",
      suspended: "Diese Geschenkkarte ist pausiert. Bitte fragen Sie an der Kasse nach.",
      voided: "Diese Geschenkkarte ist nicht mehr gültig.",
      pending: "Diese Geschenkkarte ist noch nicht aktiv.",
    },
    securityCode: {
      label: "Sicherheitscode",
      hint: "Nennen Sie ihn an der Kasse, wenn danach gefragt wird. Behalten Sie ihn für sich, wie die Kartennummer.",
    },
    code: {
      heading: "Zeigen Sie diesen Code an der Kasse",
      alt: (number, format) => `${CODE_NAMES[format]} der Geschenkkartennummer ${number}`,
      number: "Kartennummer",
    },
  },
};
