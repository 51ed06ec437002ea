import type { SignupMessages } from "./en";

const seconds = (count: number) => (count === 1 ? "1 Sekunde" : `${count} Sekunden`);

export const de: SignupMessages = {
  stepOf: (current, total) => `Schritt ${current} von ${total}`,
  steps: {
    account: {
      title: "Dein Konto",
      lead: "Mit dieser E-Mail-Adresse und diesem Passwort meldest du dich an.",
    },
    company: { title: "Dein Unternehmen", lead: "Sag uns, wer die Treue- und Gutscheinprogramme betreibt." },
    consent: {
      title: "Vereinbarungen",
      lead: "Bitte lies und akzeptiere unsere Vereinbarungen. Jedes Dokument öffnet sich in einem neuen Tab.",
    },
    inbox: { title: "Schau in dein Postfach" },
  },
  fields: {
    email: "E-Mail",
    password: "Passwort",
    confirmPassword: "Passwort wiederholen",
    name: "Dein Name",
    company: "Firmenname",
    country: "Land",
    code: "6-stelliger Code",
    activationPassword: "Passwort",
  },
  hints: {
    password: (min) => `Mindestens ${min} Zeichen. Ein paar zufällige Wörter ergeben eine starke Passphrase.`,
    code: "Du findest ihn in der E-Mail, die wir dir geschickt haben, auch im Betreff.",
    activationPassword: "Das Passwort, das du bei der Registrierung gewählt hast.",
  },
  strength: {
    label: "Passwortstärke",
    levels: { weak: "Schwach", fair: "Mittel", good: "Gut", strong: "Stark" },
    missing: (count) => (count === 1 ? "Noch 1 Zeichen." : `Noch ${count} Zeichen.`),
    tips: {
      uncommon: "Vermeide gängige Wörter, Namen, Daten und Tastaturmuster: nimm lieber zufällige Wörter.",
      longer: "Ein längeres Passwort ist noch sicherer.",
    },
  },
  country: { placeholder: "Wähle dein Land" },
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
    enterCode: "Gib ihn unten ein, um dein Konto zu aktivieren.",
    noEmail: "Nach ein paar Minuten keine E-Mail? Sieh im Spam-Ordner nach oder fordere einen neuen Code an.",
    resent: (email) => `Wir haben einen neuen Code an ${email} gesendet. Nur der neueste Code ist gültig.`,
  },
  verify: {
    title: "Konto aktivieren",
    lead: "Gib den 6-stelligen Code aus deiner Bestätigungs-E-Mail und das Passwort ein, das du bei der Registrierung gewählt hast.",
    incomplete:
      "Dieser Link ist unvollständig. Öffne den Link aus der E-Mail erneut oder registriere dich noch einmal.",
    doneTitle: "Dein Konto ist aktiv",
    doneLead: "Melde dich mit deiner E-Mail-Adresse und deinem gewählten Passwort an.",
    needNewCode: "Du brauchst einen neuen Code?",
    signUpAgain: "Registriere dich erneut mit derselben Adresse",
  },
  errors: {
    codes: {
      EMAIL_ALREADY_REGISTERED: "Für diese E-Mail-Adresse gibt es bereits ein Konto.",
      INVALID_COUNTRY: "Wähle dein Land aus der Liste.",
      CONSENT_TIMESTAMP_IN_FUTURE:
        "Die Uhr deines Geräts scheint vorzugehen. Stelle sie richtig und setze die Häkchen dann neu.",
      INVALID_CONSENT_IP: "Deine Zustimmung konnte nicht gespeichert werden. Bitte versuche es erneut.",
      DISPOSABLE_EMAIL_DOMAIN:
        "Wegwerf-E-Mail-Adressen werden nicht akzeptiert. Bitte nutze eine dauerhafte Adresse.",
      INVALID_OR_EXPIRED_CODE:
        "Dieser Code ist falsch, abgelaufen oder wurde durch einen neueren ersetzt. Prüfe die neueste E-Mail oder fordere einen neuen Code an.",
      WRONG_PASSWORD:
        "Das ist nicht das Passwort der letzten Registrierung für diese Adresse. Falls du dich nicht selbst erneut registriert hast, registriere dich noch einmal mit deinem eigenen Passwort.",
    },
    email: "Gib deine E-Mail-Adresse ein, z. B. name@example.com.",
    password: "Wähle ein Passwort.",
    passwordTooShort: (min) => `Verwende mindestens ${min} Zeichen.`,
    tooLong: (max) => `Verwende höchstens ${max} Zeichen.`,
    confirmPassword: "Wiederhole dein Passwort.",
    passwordMismatch: "Die Passwörter stimmen nicht überein.",
    name: "Gib deinen Namen ein.",
    company: "Gib den Namen deines Unternehmens ein.",
    country: "Wähle dein Land.",
    consent: "Setze dieses Häkchen, um fortzufahren.",
    code: "Gib den 6-stelligen Code aus der E-Mail ein.",
    activationPassword: "Gib das Passwort ein, das du bei der Registrierung gewählt hast.",
    checkFields: (count) =>
      count === 1
        ? "Bitte korrigiere das markierte Feld."
        : `Bitte korrigiere die ${count} markierten Felder.`,
    rateLimited: (count) => `Zu viele Versuche, versuche es in ${seconds(count)} erneut.`,
    network: "LoyaltyPass ist gerade nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.",
    unexpected: "Bei uns ist etwas schiefgelaufen. Bitte versuche es gleich noch einmal.",
    signInFailed:
      "Dein Konto ist aktiv, aber die Anmeldung hat nicht geklappt. Bitte melde dich mit E-Mail und Passwort an.",
    signInInstead: "Stattdessen anmelden",
  },
  footer: { haveAccount: "Du hast schon ein Konto?" },
};
