import type { WalletMessages } from "./en";

/** Einstellungen → Wallet: Apple-Pass-Type-ID-Zertifikate und der Google-Wallet-Aussteller. */
export const de: WalletMessages = {
  meta: { title: "Wallet" },
  page: {
    title: "Wallet",
    lead: "Die Zertifikate und Konten, mit denen Ihre Pässe für Apple Wallet und Google Wallet signiert werden.",
    back: "Einstellungen",
    settingsLink: "Wallet-Zertifikate",
    settingsLead: "Apple-Pass-Type-ID-Zertifikate und Ihr Google-Wallet-Aussteller.",
  },
  apple: {
    title: "Apple Wallet",
    lead: "Jede Pass-Type-ID, die Ihre Programme verwenden, braucht ihr Pass-Type-ID-Zertifikat aus Ihrem Apple-Developer-Konto. Exportieren Sie es in der Schlüsselbundverwaltung als .p12-Datei und laden Sie es hier mit Ihrer Team-ID hoch.",
    none: "Noch kein Programm. Legen Sie ein Programm an: Es nennt die Pass-Type-ID, für die ein Zertifikat hochgeladen wird.",
    usedBy: "Verwendet von",
    noPrograms: "Kein Programm verwendet sie mehr.",
    states: {
      development: "Nur Vorschau",
      service: "Vom Dienst signiert",
      configured: "Ihr Zertifikat",
      expiring: "Läuft bald ab",
      expired: "Abgelaufen",
    },
    explain: {
      development:
        "Pässe werden mit dem Entwicklungszertifikat dieses Dienstes signiert, das iPhones nicht annehmen: Ihre Kundschaft sieht eine Vorschau statt „Zu Apple Wallet hinzufügen“. Laden Sie Ihr Zertifikat hoch, um echte Pässe auszugeben.",
      service: (passType: string, team: string) =>
        `Pässe werden von diesem Dienst signiert (Pass-Type-ID ${passType}, Team-ID ${team}) und funktionieren auf jedem iPhone. Laden Sie Ihr eigenes Zertifikat hoch, um sie in Ihrem Namen zu signieren: Neue Pässe tragen dann Ihres, bereits hinzugefügte bleiben beim Dienst, bis die Kundschaft sie neu hinzufügt.`,
      configured: (date: string) => `Ihr Zertifikat signiert diese Pässe bis ${date}.`,
      expiring: (date: string, days: number) =>
        `Das Zertifikat läuft am ${date} ab (in ${days} ${days === 1 ? "Tag" : "Tagen"}). Erneuern Sie es in Ihrem Apple-Developer-Konto und laden Sie das neue vorher hoch.`,
      expired: (date: string) =>
        `Das Zertifikat ist am ${date} abgelaufen. Geräte nehmen keine neuen Pässe dieses Typs mehr an: Laden Sie ein erneuertes Zertifikat hoch.`,
    },
    issues: {
      WWDR_NOT_CONFIGURED:
        "Ihr Zertifikat ist gespeichert, kann aber noch nicht verwendet werden: Diesem Dienst fehlt Apples WWDR-Zertifikat, um es zu prüfen. Bis der Betreiber es hinterlegt, werden Pässe wie oben beschrieben signiert.",
      NOT_FROM_WWDR:
        "Ihr Zertifikat ist gespeichert, wird aber nicht verwendet: Es wurde nicht von Apple (WWDR) ausgestellt, iPhones würden damit signierte Pässe ablehnen. Laden Sie das Zertifikat aus Ihrem Apple-Developer-Konto hoch.",
      UNREADABLE:
        "Ihr Zertifikat ist gespeichert, lässt sich aber nicht mehr öffnen (der Schlüssel des Dienstes hat sich geändert). Laden Sie es erneut hoch.",
    },
    details: {
      team: "Team-ID",
      serial: "Seriennummer",
      fingerprint: "SHA-256-Fingerabdruck",
      validFrom: "Gültig ab",
      validUntil: "Gültig bis",
    },
    upload: "Zertifikat hochladen",
    replace: "Zertifikat ersetzen",
    cancel: "Abbrechen",
    remove: "Zertifikat löschen",
    removeDialog: {
      title: (passType: string) => `Das Zertifikat für ${passType} löschen?`,
      body: "Das Zertifikat und sein privater Schlüssel werden gelöscht. Pässe dieses Typs werden dann wie vor dem Hochladen signiert, und iPhones nehmen keine neuen an, bis Sie wieder ein Zertifikat hochladen.",
      confirm: "Zertifikat löschen",
      cancel: "Behalten",
    },
  },
  form: {
    title: (passType: string) => `Zertifikat für ${passType}`,
    format: "Was Sie hochladen",
    p12: ".p12-Datei (aus der Schlüsselbundverwaltung exportiert)",
    pem: "PEM-Zertifikat und privater Schlüssel",
    p12File: ".p12-Datei",
    certificateFile: "Zertifikat (PEM)",
    privateKeyFile: "Privater Schlüssel (PEM)",
    choose: "Datei wählen",
    drop: "oder hier ablegen",
    dropActive: "Datei hier ablegen",
    chosen: (name: string) => `Gewählt: ${name}`,
    noFile: "Keine Datei gewählt",
    password: "Passwort",
    passwordHint:
      "Das Passwort, das Sie beim Export der .p12-Datei vergeben haben; leer lassen, wenn sie keines hat.",
    pemPasswordHint: "Nur wenn der private Schlüssel verschlüsselt ist.",
    teamIdentifier: "Team-ID",
    teamIdentifierHint:
      "Zehn Buchstaben und Ziffern, zu finden unter „Membership“ in Ihrem Apple-Developer-Konto.",
    submit: "Zertifikat hochladen",
    errors: {
      file: "Wählen Sie die Datei zum Hochladen.",
      teamIdentifier: "Geben Sie Ihre Team-ID ein: zehn Großbuchstaben und Ziffern, z. B. ABCDE12345.",
      password: "Das Passwort ist zu lang.",
    },
  },
  google: {
    title: "Google Wallet",
    lead: "Pässe erhalten eine Schaltfläche „Zu Google Wallet hinzufügen“, sobald ein Ausstellerkonto und ein Dienstkonto eingerichtet sind.",
    states: {
      not_configured: "Nicht eingerichtet",
      service: "Vom Dienst signiert",
      configured: "Ihr eigener Aussteller",
    },
    explain: {
      not_configured:
        "Nicht eingerichtet: Ihre Pässe haben keine Schaltfläche „Zu Google Wallet hinzufügen“.",
      service: (issuerId: string) =>
        `Pässe werden mit dem Google-Wallet-Aussteller dieses Dienstes ausgegeben (${issuerId}). Speichern Sie Ihren eigenen Aussteller, um Ihr Konto zu verwenden.`,
      configured: (issuerId: string, email: string) => `Aussteller ${issuerId}, Dienstkonto ${email}.`,
    },
    issuerId: "Aussteller-ID",
    issuerIdHint: "Die Nummer aus der Google Pay & Wallet Console.",
    keyFile: "Schlüssel des Dienstkontos (JSON)",
    keyFileHint:
      "Die Schlüsseldatei, die Google Cloud für das Dienstkonto ausgibt. Ihr privater Schlüssel wird verschlüsselt gespeichert.",
    submit: "Google-Wallet-Aussteller speichern",
    remove: "Meinen Aussteller entfernen",
    removeDialog: {
      title: "Ihren Google-Wallet-Aussteller entfernen?",
      body: "Der Schlüssel des Dienstkontos wird gelöscht. Pässe verwenden dann den Aussteller dieses Dienstes, falls es einen gibt, oder bieten keine Google-Wallet-Schaltfläche.",
      confirm: "Aussteller entfernen",
      cancel: "Behalten",
    },
    errors: {
      issuerId: "Geben Sie die Aussteller-ID ein: nur Ziffern.",
      keyFile: "Wählen Sie die Schlüsseldatei des Dienstkontos (JSON).",
      keyNotJson:
        "Diese Datei ist kein Dienstkontoschlüssel: Es sollte die JSON-Datei aus Google Cloud sein.",
      keyFields:
        "Der Schlüsseldatei fehlen client_email oder private_key: Laden Sie einen neuen Schlüssel für das Dienstkonto herunter.",
    },
  },
  notices: {
    uploaded: (passType: string, date: string) =>
      `Zertifikat für ${passType} hochgeladen: gültig bis ${date}.`,
    removed: (passType: string) => `Zertifikat für ${passType} gelöscht.`,
    googleSaved: "Google-Wallet-Aussteller gespeichert.",
    googleRemoved: "Google-Wallet-Aussteller entfernt.",
  },
  codes: {
    CERTIFICATE_MISSING:
      "Wählen Sie eine .p12-Datei oder das PEM-Zertifikat zusammen mit seinem privaten Schlüssel.",
    CERTIFICATE_PASSWORD_WRONG:
      "Das Passwort öffnet diese .p12-Datei nicht. Prüfen Sie es und versuchen Sie es erneut.",
    CERTIFICATE_UNREADABLE:
      "Diese Datei ist kein lesbares Zertifikat. Exportieren Sie das Zertifikat in der Schlüsselbundverwaltung als .p12-Datei.",
    CERTIFICATE_KEY_MISSING:
      "Die .p12-Datei enthält keinen privaten Schlüssel. Exportieren Sie das Zertifikat zusammen mit seinem Schlüssel.",
    PRIVATE_KEY_UNREADABLE: "Der private Schlüssel ist nicht lesbar (oder sein Passwort ist falsch).",
    CERTIFICATE_KEY_MISMATCH: "Der private Schlüssel gehört nicht zu diesem Zertifikat.",
    CERTIFICATE_NOT_PASS_TYPE_ID:
      "Dies ist kein Pass-Type-ID-Zertifikat. Erstellen Sie eines für den Pass-Typ in Ihrem Apple-Developer-Konto.",
    CERTIFICATE_EXPIRED:
      "Dieses Zertifikat ist abgelaufen. Erstellen Sie ein neues in Ihrem Apple-Developer-Konto.",
    CERTIFICATE_NOT_YET_VALID: "Dieses Zertifikat ist noch nicht gültig.",
    CERTIFICATE_UNVERIFIABLE:
      "Dieser Dienst kann Zertifikate noch nicht prüfen (Apples WWDR-Zertifikat fehlt). Bitten Sie den Betreiber, es einzurichten.",
    CERTIFICATE_NOT_FROM_WWDR: "Dieses Zertifikat wurde nicht von Apple (WWDR) ausgestellt.",
    CERTIFICATE_TEAM_MISMATCH: "Das Zertifikat gehört zu einer anderen Team-ID als der eingegebenen.",
    CERTIFICATE_PASS_TYPE_MISMATCH: "Dieses Zertifikat gilt für eine andere Pass-Type-ID.",
    CERTIFICATE_PASS_TYPE_UNUSED: "Keines Ihrer Programme verwendet die Pass-Type-ID dieses Zertifikats.",
    GOOGLE_SERVICE_ACCOUNT_KEY_INVALID:
      "Der Schlüssel in dieser Datei ist kein privater RSA-Schlüssel. Laden Sie einen neuen JSON-Schlüssel aus Google Cloud herunter.",
    tooLarge: "Diese Datei ist für ein Zertifikat zu groß.",
    session: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    notFound: "Dieses Zertifikat ist bereits gelöscht.",
    generic: "Das hat nicht geklappt. Bitte versuchen Sie es erneut.",
  },
  banner: {
    expiring: (passType: string, date: string) =>
      `Das Apple-Wallet-Zertifikat für ${passType} läuft am ${date} ab.`,
    expired: (passType: string, date: string) =>
      `Das Apple-Wallet-Zertifikat für ${passType} ist am ${date} abgelaufen.`,
    action: "Erneuertes Zertifikat hochladen",
  },
};
