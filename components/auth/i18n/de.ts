import type { AuthMessages } from "./en";

export const de: AuthMessages = {
  signIn: {
    title: "Anmelden",
    lead: "Verwalten Sie Ihre Treue- und Geschenkkartenprogramme.",
    submit: "Anmelden",
    submitting: "Anmeldung läuft…",
    forgot: "Passwort vergessen?",
    newHere: "Neu bei LoyaltyPass?",
    createAccount: "Konto erstellen",
    errors: {
      email: "Geben Sie Ihre E-Mail-Adresse ein, z. B. name@example.com",
      password: "Geben Sie Ihr Passwort ein",
      passwordTooLong: (max) => `Passwörter haben höchstens ${max} Zeichen`,
      wrongCredentials:
        "E-Mail-Adresse und Passwort passen zu keinem Konto. Prüfen Sie beides und versuchen Sie es erneut.",
      unavailable: "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.",
      throttled: "Zu viele Anmeldeversuche. Warten Sie ein paar Minuten und versuchen Sie es dann erneut.",
    },
  },
  forgot: {
    title: "Passwort vergessen?",
    metaTitle: "Passwort vergessen",
    lead: "Wir senden Ihnen per E-Mail einen Link, mit dem Sie ein neues wählen.",
    remembered: "Doch wieder eingefallen?",
    signIn: "Anmelden",
  },
  reset: {
    title: "Neues Passwort wählen",
    needsLink: "Diese Seite braucht den Link aus der E-Mail.",
    askNewLink: "Neuen Link anfordern",
  },
  legal: {
    terms: {
      title: "Allgemeine Geschäftsbedingungen",
      text: "Diese Bedingungen regeln Ihre Nutzung von LoyaltyPass, dem Dienst für Treue- und Geschenkkartenprogramme als Pässe für Apple Wallet und Google Wallet. Die vollständigen Bedingungen veröffentlichen wir hier vor der allgemeinen Verfügbarkeit.",
    },
    dpa: {
      title: "Auftragsverarbeitungsvertrag",
      text: "Wenn Ihre Kunden einen Pass hinzufügen, verarbeitet LoyaltyPass ihre personenbezogenen Daten in Ihrem Auftrag als Auftragsverarbeiter nach Art. 28 DSGVO. Dieser Vertrag regelt, wie wir das tun. Den vollständigen Vertrag veröffentlichen wir hier vor der allgemeinen Verfügbarkeit.",
    },
    privacy: {
      title: "Datenschutzerklärung",
      text: "Diese Erklärung beschreibt, welche personenbezogenen Daten LoyaltyPass über Sie als Händler erhebt, warum und wie lange. Die vollständige Erklärung veröffentlichen wir hier vor der allgemeinen Verfügbarkeit.",
    },
  },
};
