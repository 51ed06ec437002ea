import { formatCount } from "@/components/i18n/format";
import type { GiftCardMessages } from "./en";

const count = (value: number) => formatCount(value, "de");

const cards = (value: number) => (value === 1 ? "1 Geschenkkarte" : `${count(value)} Geschenkkarten`);
const members = (value: number) => (value === 1 ? "1 Mitglied" : `${count(value)} Mitglieder`);
const both = (cardCount: number, memberCount: number) => `${cards(cardCount)} und ${members(memberCount)}`;
/** After „von“: Dativ (Mitgliedern). */
const bothDative = (cardCount: number, memberCount: number) =>
  `${cards(cardCount)} und ${memberCount === 1 ? "1 Mitglied" : `${count(memberCount)} Mitgliedern`}`;

export const de: GiftCardMessages = {
  giftcards: {
    title: "Geschenkkarten",
    lead: "Geschenkkarten Ihrer Geschenkkarten-Programme mit Guthaben und Kunden.",
    programs: "Geschenkkarten-Programme",
    noPrograms: "Noch keine Geschenkkarten-Programme. Legen Sie eines an, um Karten zu verkaufen.",
    createProgram: "Geschenkkarten-Programm anlegen",
    retention: (days: number) =>
      days === 0 ? "gelöschte Daten werden sofort entfernt" : `gelöschte Daten bleiben ${days} Tage`,
    cardsOf: (program: string) => `Karten von ${program}`,
    noCards: "Dieses Programm hat noch keine Karten.",
    columns: {
      number: "Karte",
      customer: "Kunden-E-Mail",
      name: "Kundenname",
      balance: "Guthaben",
      status: "Status",
      issued: "Ausgestellt",
    },
    erased: "gelöscht",
    none: "—",
    older: "Ältere Karten",
    newest: "Neueste Karten",
    search: {
      label: "Karte suchen",
      hint: "Die Kartennummer (alle 16 Ziffern oder die letzten vier) oder die E-Mail des Kunden.",
      submit: "Suchen",
      clear: "Alle Karten zeigen",
      invalid: "Geben Sie die Kartennummer, ihre letzten vier Ziffern oder eine E-Mail-Adresse ein.",
      results: (query: string) => `Karten zu „${query}“`,
      none: (query: string) => `Keine Karte passt zu „${query}“.`,
    },
    open: (last4: string) => `Karte mit Endziffern ${last4} öffnen`,
    card: {
      title: (last4: string) => `Karte mit Endziffern ${last4}`,
      back: "Alle Karten",
      balance: "Guthaben",
      details: "Aktionen für die Karte",
      status: "Status",
      expires: "Gültig bis",
      issuedAt: "Ausgestellt",
      program: "Programm",
      cardId: "Karten-Id (für die API)",
      copyId: "Id kopieren",
      copied: "Kopiert.",
      customer: "Kunde",
      ledger: "Buchungen",
      noLedger: "Noch keine Buchungen.",
      ledgerColumns: {
        when: "Wann",
        kind: "Buchung",
        amount: "Betrag",
        balance: "Guthaben danach",
        by: "Von",
      },
      actor: {
        apiKey: (name: string | null) => (name ? `API-Schlüssel ${name}` : "API-Schlüssel (widerrufen)"),
        none: "—",
      },
      kinds: { issue: "Ausgestellt", redeem: "Eingelöst", reload: "Aufgeladen" } as Record<string, string>,
      redeem: {
        title: "Einlösen",
        amount: "Einzulösender Betrag",
        submit: "Einlösen",
        done: (amount: string, balance: string) => `${amount} eingelöst. Neues Guthaben: ${balance}.`,
      },
      reload: {
        title: "Aufladen",
        amount: "Aufzuladender Betrag",
        submit: "Aufladen",
        done: (amount: string, balance: string) => `${amount} aufgeladen. Neues Guthaben: ${balance}.`,
      },
      amountHint: (currency: string) => `In ${currency}, z. B. 12,50`,
      amountFormat: "Geben Sie einen Betrag wie 12,50 ein.",
      amountRange: (min: string, max: string) => `Geben Sie einen Betrag von ${min} bis ${max} ein.`,
      inactive: "Diese Karte kann nicht eingelöst oder aufgeladen werden: Sie ist nicht aktiv.",
      delete: {
        button: "Karte löschen",
        title: (last4: string) => `Karte mit Endziffern ${last4} löschen?`,
        body: (days: number) =>
          days === 0
            ? "Die Karte funktioniert ab sofort nicht mehr, ihre Daten werden sofort entfernt. Das lässt sich nicht rückgängig machen."
            : `Die Karte funktioniert ab sofort nicht mehr. Ihre Daten bleiben ${days} Tage erhalten (die Aufbewahrungsfrist des Programms) und werden dann entfernt. Das lässt sich nicht rückgängig machen.`,
        confirm: "Karte löschen",
        cancel: "Karte behalten",
        done: (last4: string) => `Die Karte mit Endziffern ${last4} wurde gelöscht.`,
      },
      cardLink: {
        title: "Kartenlink",
        body: "Die Kundin oder der Kunde öffnet die Seite der Karte (Guthaben, QR-Code, Apple und Google Wallet) über einen Link per E-Mail. Wenn Sie einen neuen schicken, funktioniert der alte Link nicht mehr.",
        send: "Kartenlink erneut senden",
        sent: (email: string) =>
          `Ein neuer Kartenlink ist unterwegs an ${email}. Der alte Link funktioniert nicht mehr.`,
        noEmail: "Diese Karte hat keine Kunden-E-Mail-Adresse, daher kann kein Link gesendet werden.",
        erased: "Die Kundendaten wurden gelöscht, daher kann kein Link gesendet werden.",
      },
    },
    issue: {
      title: "Karte ausstellen",
      initialValue: "Startguthaben",
      initialValueHint: "0,01 bis 10000, höchstens zwei Nachkommastellen, z. B. 25,50",
      currency: "Währung",
      customerEmail: "Kunden-E-Mail",
      customerName: "Kundenname",
      customerPhone: "Kundentelefon",
      customerId: "Kunden-Id",
      senderName: "Von (Absender)",
      customMessage: "Nachricht auf der Karte",
      submit: "Karte ausstellen",
      issued: (last4: string, balance: string) =>
        `Karte mit Endziffern ${last4} mit ${balance} Guthaben ausgestellt.`,
      linkSent: (email: string) => `Der Link zur Seite der Karte ist unterwegs an ${email}.`,
    },
  },
  gdpr: {
    title: "DSGVO-Löschung",
    formTitle: "Löschanfrage",
    lead: "Löschen oder exportieren Sie personenbezogene Daten eines Kunden von Geschenkkarten und Mitgliedschaften in einem Schritt. Guthaben, Punkte und Buchungen bleiben, ohne Bezug zur Person; gelöschte Mitgliedsnummern funktionieren nicht mehr.",
    program: "Programm",
    allPrograms: "Alle Programme",
    giftCardPrograms: "Geschenkkarten-Programme",
    loyaltyPrograms: "Treueprogramme",
    cardId: "Karten-Id",
    cardIdHint: "Optional: 24 Zeichen; löscht nur diese Karte.",
    memberId: "Mitglieds-Id",
    memberIdHint: "Optional: 24 Zeichen; löscht nur dieses Mitglied.",
    customerId: "Kunden-Id",
    customerIdHint: "Die externe Id eines Mitglieds gilt als seine Kunden-Id.",
    customerEmail: "Kunden-E-Mail",
    emailHint: "Groß- und Kleinschreibung und Leerzeichen am Rand spielen keine Rolle.",
    reason: "Grund",
    reasonHint: "Optional, höchstens 1000 Zeichen. Bitte keine personenbezogenen Daten eintragen.",
    check: "Betroffene Daten prüfen",
    exportAs: (format: string) => `Als ${format.toUpperCase()} exportieren`,
    exported: (cardCount: number, memberCount: number) =>
      `${both(cardCount, memberCount)} exportiert; die Datei liegt in Ihren Downloads.`,
    exportNone: "Keine passenden Karten oder Mitglieder: Es gibt keine Daten dieses Kunden zum Exportieren.",
    checking: "Wird geprüft…",
    confirmTitle: "Löschung bestätigen",
    willAffect: (cardCount: number, memberCount: number) =>
      `${both(cardCount, memberCount)} werden gelöscht.`,
    confirm: (cardCount: number, memberCount: number) =>
      `Daten von ${bothDative(cardCount, memberCount)} löschen`,
    erasing: "Wird gelöscht…",
    cancel: "Anfrage ändern",
    noMatch:
      "Keine passenden Karten oder Mitglieder: Keine Geschenkkarte und keine Mitgliedschaft enthält (noch) Daten dieses Kunden. Nichts wurde gelöscht.",
    resultTitle: "Löschung abgeschlossen",
    resultSummary: (cardCount: number, memberCount: number) =>
      `Die Daten des Kunden wurden von ${bothDative(cardCount, memberCount)} gelöscht.`,
    requestId: "Anfrage-Id",
    copyRequestId: "Anfrage-Id kopieren",
    copied: "Kopiert",
    showIds: (count: number) => (count === 1 ? "Id anzeigen" : `${count} Ids anzeigen`),
    affectedCards: "Betroffene Karten",
    affectedMembers: "Betroffene Mitglieder",
    completedAt: "Abgeschlossen",
    history: "Bisherige Anfragen",
    noHistory: "Noch keine Lösch- oder Exportanfragen.",
    historyColumns: {
      when: "Wann",
      kind: "Art",
      status: "Status",
      identifiedBy: "Erkannt über",
      cards: "Karten",
      members: "Mitglieder",
      role: "Angefragt von",
    },
    kinds: { erasure: "Löschung", export: "Export" },
    nobody:
      "Geben Sie eine Kunden-Id, eine Kunden-E-Mail, eine Karten-Id oder eine Mitglieds-Id an: wessen Daten sollen gelöscht werden?",
  },
  errors: {
    missing: "Pflichtfeld.",
    email: "Geben Sie eine gültige E-Mail-Adresse ein.",
    objectId: "Muss aus 24 Zeichen 0–9 und a–f bestehen.",
    notFound: "Für diesen Händler nicht gefunden.",
    conflict: "Dieses Programm kann keine Geschenkkarten ausstellen.",
    insufficientBalance: "Der Betrag ist höher als das Guthaben der Karte.",
    balanceLimit: (max: string) => `Eine Aufladung darf das Guthaben nicht über ${max} heben.`,
    notRedeemable: "Die Karte ist nicht aktiv (gesperrt, ungültig, abgelaufen oder gelöscht).",
    busy: "Die Karte wird gerade anderweitig geändert. Versuchen Sie es erneut.",
    noEmail: "Diese Karte hat keine Kunden-E-Mail-Adresse, an die der Link gehen könnte.",
  },
};
