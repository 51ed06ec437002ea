import type { AccountMessages } from "./en";

export const de: AccountMessages = {
  profile: {
    title: "Profil",
    name: "Ihr Name",
    company: "Firmenname",
    language: "Sprache",
    languageHint:
      "Das Dashboard und unsere E-Mails an Sie verwenden sie, auf jedem Gerät, auf dem Sie sich anmelden.",
    languages: { en: "English (Englisch)", de: "Deutsch" },
    save: "Profil speichern",
    saved: "Profil gespeichert.",
    failed: "Das Profil konnte nicht gespeichert werden.",
    errors: {
      name: (max) => `Geben Sie Ihren Namen ein (1 bis ${max} Zeichen)`,
      company: (max) => `Geben Sie den Firmennamen ein (1 bis ${max} Zeichen)`,
    },
  },
  password: {
    title: "Passwort",
    current: "Aktuelles Passwort",
    new: "Neues Passwort",
    repeat: "Neues Passwort wiederholen",
    change: "Passwort ändern",
    changed: "Passwort geändert. Verwenden Sie bei der nächsten Anmeldung das neue.",
    failed: "Das Passwort konnte nicht geändert werden.",
    errors: {
      current: "Geben Sie Ihr aktuelles Passwort ein",
      tooShort: (min) => `Verwenden Sie mindestens ${min} Zeichen; ein paar zufällige Wörter eignen sich gut`,
      tooLong: (max) => `Verwenden Sie höchstens ${max} Zeichen`,
      mismatch: "Die beiden Passwörter stimmen nicht überein",
    },
  },
  forgot: {
    enterEmail: "Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden, z. B. name@example.com",
    send: "Link zum Zurücksetzen senden",
    sending: "Wird gesendet…",
    sentTitle: "Sehen Sie in Ihr Postfach",
    sent: (email, minutes) =>
      `Falls es für ${email} ein Konto gibt, haben wir dorthin einen Link für ein neues Passwort geschickt. Der Link funktioniert einmal und ${minutes} Minuten lang.`,
    failed: "Der Link konnte nicht gesendet werden.",
  },
  reset: {
    submit: "Neues Passwort speichern",
    doneTitle: "Passwort geändert",
    done: "Ihr Passwort ist geändert. Melden Sie sich mit dem neuen an.",
    signIn: "Anmelden",
    askNewLink: "Neuen Link anfordern",
  },
  saving: "Wird gespeichert…",
  api: {
    sessionEnded:
      "Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an und versuchen Sie es dann noch einmal.",
    throttled: "Zu viele Versuche. Warten Sie ein paar Minuten und versuchen Sie es dann erneut.",
    databaseDown:
      "LoyaltyPass erreicht seine Datenbank gerade nicht. Es wurde nichts geändert; versuchen Sie es gleich noch einmal.",
    offline:
      "LoyaltyPass ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut – es wurde nichts geändert.",
    codes: {
      RESET_TOKEN_INVALID:
        "Dieser Link ist ungültig, schon benutzt oder abgelaufen. Fordern Sie einen neuen an.",
      WRONG_PASSWORD: "Das aktuelle Passwort ist nicht richtig.",
    },
  },
};
