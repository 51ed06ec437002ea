import type { DashboardMessages } from "./en";

export const de: DashboardMessages = {
  meta: {
    description:
      "Treue- und Geschenkkartenprogramme als Pässe für Apple Wallet und Google Wallet, mit einer REST-API für Partner.",
    notFound: "Seite nicht gefunden",
    settings: "Einstellungen",
    docs: "API-Referenz",
  },
  nav: {
    label: "Dashboard",
    menu: "Menü",
    closeMenu: "Menü schließen",
    items: {
      programs: "Programme",
      templates: "Vorlagen",
      giftcards: "Geschenkkarten",
      gdpr: "DSGVO-Löschung",
      docs: "API-Doku",
      settings: "Einstellungen",
    },
  },
  account: {
    label: "Konto",
    staff: "Support-Team",
    ownMerchant: "Ihr Händlerkonto",
    signOut: "Abmelden",
  },
  required: "(Pflichtfeld)",
  unsavedChanges: "Sie haben ungespeicherte Änderungen. Seite verlassen und Änderungen verwerfen?",
  databaseUnavailable: {
    title: "Das Dashboard erreicht seine Datenbank gerade nicht",
    body: "Es geht nichts verloren: Ihre Programme sind sicher gespeichert. Das behebt sich meist innerhalb einer Minute. Versuchen Sie es gleich noch einmal.",
    retry: "Erneut versuchen",
  },
  unexpected: {
    title: "Diese Seite konnte nicht geladen werden",
    body: "Bei uns ist etwas schiefgelaufen. Versuchen Sie es erneut; wenn es wieder passiert, wenden Sie sich an den Support.",
  },
  dashboardNotFound: {
    title: "Nicht gefunden",
    description: "Diese Seite gibt es nicht, oder ihr Inhalt gehört zu einem anderen Händler.",
    back: "Zurück zu Ihren Programmen",
  },
  notFound: {
    title: "Seite nicht gefunden",
    body: "Die angeforderte Seite gibt es nicht, oder sie gehört zu einem anderen Konto.",
    home: "Zur Startseite",
  },
  signInRedirect: { text: "Melden Sie sich an, um diese Seite zu sehen.", link: "Anmelden" },
  comingNext: { badge: "Demnächst", heading: "Was Sie hier finden werden" },
  settings: {
    title: "Einstellungen",
    signedInAs: (email) => `Angemeldet als ${email}.`,
  },
  site: {
    mainNav: "Hauptmenü",
    docs: "API-Doku",
    signIn: "Anmelden",
    signUp: "Registrieren",
  },
  home: {
    title: "Kundenkarten und Geschenkkarten, die im Wallet Ihrer Kunden leben",
    lead: "Mit LoyaltyPass betreiben Geschäfte Treue- und Geschenkkartenprogramme als Pässe für Apple Wallet und Google Wallet – verwaltet in einem einfachen Dashboard oder aus Ihren eigenen Systemen über unsere REST-API.",
    readDocs: "API-Doku lesen",
    featuresHeading: "Funktionen",
    features: [
      {
        title: "Pässe für Apple Wallet und Google Wallet",
        text: "Jedes Programm kommt als Wallet-Pass, den Ihre Kunden mit einem Tippen hinzufügen – ohne App, mit Neuigkeiten direkt auf dem Sperrbildschirm.",
      },
      {
        title: "Treueprogramme nach Ihren Regeln",
        text: "Stempelkarten, Mitgliedsstufen und Sonderangebote: Vergeben Sie Punkte für Anmeldung, Installation, Scans und Empfehlungen und benennen Sie Ihre eigene Währung.",
      },
      {
        title: "Geschenkkarten",
        text: "Betreiben Sie Geschenkkartenprogramme als Pässe, mit dem Guthaben stets sichtbar im Wallet Ihrer Kunden.",
      },
      {
        title: "Eine REST-API für Partner",
        text: "Alles im Dashboard steht auch über eine versionierte /v2-JSON-API mit Bearer-Tokens und veröffentlichtem OpenAPI-Dokument bereit.",
      },
      {
        title: "DSGVO-Werkzeuge inklusive",
        text: "Legen Sie pro Programm fest, wie lange gelöschte Daten aufbewahrt werden, und löschen oder exportieren Sie die Daten eines Geschenkkartenkunden mit einem Aufruf.",
      },
      {
        title: "Passt zu Ihren Scannern",
        text: "Prüfen Sie Pässe im Browser, mit PassVerifier oder mit CodeReadr – mit dem, was Ihr Team an der Kasse schon nutzt.",
      },
    ],
    preview: {
      label: "Beispiel eines Treuepasses mit 240 Punkten",
      member: "Gold-Mitglied",
      points: "240 Bohnen",
      next: "Nächste Prämie bei 300",
      scan: "Zum Sammeln scannen",
    },
    footer: "Wallet-Pässe für Treue- und Geschenkkarten",
  },
  docs: {
    heading: (title) => `${title}-Referenz`,
    version: (version, openapi) => `Version ${version} · OpenAPI ${openapi}`,
    raw: "OpenAPI-Dokument als JSON",
    contents: "Inhalt der API-Referenz",
    search: "Operationen durchsuchen",
    searchPlaceholder: "z. B. erasure, POST, templates",
    matches: (visible, total) => `${visible} von ${total} Operationen passen`,
    operations: (total) => (total === 1 ? "1 Operation" : `${total} Operationen`),
  },
};
