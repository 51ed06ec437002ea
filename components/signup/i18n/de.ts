import type { SignupMessages } from "./en";

const seconds = (count: number) => (count === 1 ? "1 Sekunde" : `${count} Sekunden`);

export const de: SignupMessages = {
  stepOf: (current, total) => `Schritt ${current} von ${total}`,
  steps: {
    account: {
      title: "Ihr Konto",
      lead: "Mit dieser E-Mail-Adresse und diesem Passwort melden Sie sich an.",
    },
    company: {
      title: "Ihr Unternehmen",
      lead: "Sagen Sie uns, wer die Treue- und Gutscheinprogramme betreibt.",
    },
    consent: {
      title: "Vereinbarungen",
      lead: "Bitte lesen und akzeptieren Sie unsere Vereinbarungen. Jedes Dokument öffnet sich in einem neuen Tab.",
    },
    inbox: { title: "Prüfen Sie Ihr Postfach" },
  },
  fields: {
    confirmPassword: "Passwort wiederholen",
    name: "Ihr Name",
    company: "Firmenname",
    country: "Land",
    code: "6-stelliger Code",
  },
  hints: {
    password: (min) => `Mindestens ${min} Zeichen. Ein paar zufällige Wörter ergeben eine starke Passphrase.`,
    code: "Sie finden ihn in der E-Mail, die wir Ihnen geschickt haben, auch im Betreff.",
    activationPassword: "Das Passwort, das Sie bei der Registrierung gewählt haben.",
  },
  strength: {
    label: "Passwortstärke",
    levels: { weak: "Schwach", fair: "Mittel", good: "Gut", strong: "Stark" },
    missing: (count) => (count === 1 ? "Noch 1 Zeichen." : `Noch ${count} Zeichen.`),
    tips: {
      uncommon:
        "Vermeiden Sie gängige Wörter, Namen, Daten und Tastaturmuster: nehmen Sie lieber zufällige Wörter.",
      longer: "Ein längeres Passwort ist noch sicherer.",
    },
  },
  country: { placeholder: "Wählen Sie Ihr Land" },
  consent: {
    newTab: "(öffnet sich in einem neuen Tab)",
    documents: {
      terms: { before: "Ich akzeptiere die ", link: "Nutzungsbedingungen", after: "." },
      dpa: { before: "Ich akzeptiere den ", link: "Auftragsverarbeitungsvertrag", after: "." },
      privacy: { before: "Ich habe die ", link: "Datenschutzerklärung", after: " gelesen." },
    },
  },
  actions: {
    continue: "Weiter",
    back: "Zurück",
    create: "Konto erstellen",
    creating: "Konto wird erstellt …",
    activate: "Aktivieren",
    activating: "Wird aktiviert …",
    signingIn: "Anmeldung läuft …",
    resend: "Code erneut senden",
    resending: "Wird gesendet …",
    changeDetails: "Angaben ändern",
    signIn: "Anmelden",
    signUp: "Registrieren",
  },
  activated: "Ihr Konto ist aktiviert. Willkommen bei LoyaltyPass!",
  inbox: {
    sentTo: "Wir haben einen 6-stelligen Code gesendet an",
    enterCode: "Geben Sie ihn unten ein, um Ihr Konto zu aktivieren.",
    noEmail:
      "Nach ein paar Minuten keine E-Mail? Sehen Sie im Spam-Ordner nach oder fordern Sie einen neuen Code an.",
    resent: (email) => `Wir haben einen neuen Code an ${email} gesendet. Nur der neueste Code ist gültig.`,
  },
  verify: {
    title: "Konto aktivieren",
    lead: "Geben Sie den 6-stelligen Code aus Ihrer Bestätigungs-E-Mail und das Passwort ein, das Sie bei der Registrierung gewählt haben.",
    incomplete:
      "Dieser Link ist unvollständig. Öffnen Sie den Link aus der E-Mail erneut oder registrieren Sie sich noch einmal.",
    doneTitle: "Ihr Konto ist aktiv",
    doneLead: "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem gewählten Passwort an.",
    needNewCode: "Brauchen Sie einen neuen Code?",
    signUpAgain: "Registrieren Sie sich erneut mit derselben Adresse",
  },
  errors: {
    codes: {
      EMAIL_ALREADY_REGISTERED: "Für diese E-Mail-Adresse gibt es bereits ein Konto.",
      INVALID_COUNTRY: "Wählen Sie Ihr Land aus der Liste.",
      CONSENT_TIMESTAMP_IN_FUTURE:
        "Die Uhr Ihres Geräts scheint vorzugehen. Stellen Sie sie richtig und setzen Sie die Häkchen dann neu.",
      INVALID_CONSENT_IP: "Ihre Zustimmung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
      DISPOSABLE_EMAIL_DOMAIN:
        "Wegwerf-E-Mail-Adressen werden nicht akzeptiert. Bitte nutzen Sie eine dauerhafte Adresse.",
      INVALID_OR_EXPIRED_CODE:
        "Dieser Code ist falsch, abgelaufen oder wurde durch einen neueren ersetzt. Prüfen Sie die neueste E-Mail oder fordern Sie einen neuen Code an.",
      WRONG_PASSWORD:
        "Das ist nicht das Passwort der letzten Registrierung für diese Adresse. Falls Sie sich nicht selbst erneut registriert haben, registrieren Sie sich noch einmal mit Ihrem eigenen Passwort.",
    },
    email: "Geben Sie Ihre E-Mail-Adresse ein, z. B. name@example.com.",
    password: "Wählen Sie ein Passwort.",
    passwordTooShort: (min) => `Verwenden Sie mindestens ${min} Zeichen.`,
    tooLong: (max) => `Verwenden Sie höchstens ${max} Zeichen.`,
    confirmPassword: "Wiederholen Sie Ihr Passwort.",
    passwordMismatch: "Die Passwörter stimmen nicht überein.",
    name: "Geben Sie Ihren Namen ein.",
    company: "Geben Sie den Namen Ihres Unternehmens ein.",
    country: "Wählen Sie Ihr Land.",
    consent: "Setzen Sie dieses Häkchen, um fortzufahren.",
    code: "Geben Sie den 6-stelligen Code aus der E-Mail ein.",
    activationPassword: "Geben Sie das Passwort ein, das Sie bei der Registrierung gewählt haben.",
    checkFields: (count) =>
      count === 1
        ? "Bitte korrigieren Sie das markierte Feld."
        : `Bitte korrigieren Sie die ${count} markierten Felder.`,
    rateLimited: (count) => `Zu viele Versuche. Versuchen Sie es in ${seconds(count)} erneut.`,
    network:
      "LoyaltyPass ist gerade nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    unexpected: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
    signInFailed:
      "Ihr Konto ist aktiv, aber die Anmeldung hat nicht geklappt. Bitte melden Sie sich mit E-Mail und Passwort an.",
    signInInstead: "Stattdessen anmelden",
  },
  footer: { haveAccount: "Haben Sie schon ein Konto?" },
};
