import type { ApiKeyMessages } from "./en";

export const de: ApiKeyMessages = {
  meta: { title: "API-Schlüssel" },
  page: {
    title: "API-Schlüssel",
    lead: "Mit Schlüsseln nutzt die Software eines Partners die API für diesen Händler ohne Passwort. Jeder Schlüssel lässt sich begrenzen und jederzeit widerrufen.",
    settingsLink: "API-Schlüssel für Partner",
    settingsLead:
      "Erstellen und widerrufen Sie die Schlüssel, die Partner-Software statt eines Passworts verwendet.",
  },
  create: {
    title: "Schlüssel erstellen",
    name: "Bezeichnung",
    nameHint: "Wer oder was ihn verwendet, z. B. „Shop-Anbindung“",
    access: "Zugriff",
    full: "Lesen und schreiben",
    readOnly: "Nur lesen",
    expires: "Läuft ab nach",
    expiryOptions: { d30: "30 Tagen", d90: "90 Tagen", y1: "1 Jahr", y2: "2 Jahren" },
    templates: "Auf Vorlagen begrenzen",
    templatesHint:
      "Nichts angekreuzt: alle Vorlagen und Programme. Angekreuzt: nur diese Vorlagen und die Programme, zu denen sie gehören.",
    noTemplates: "Noch keine Vorlagen: Der Schlüssel erreicht alle Vorlagen und Programme.",
    submit: "Schlüssel erstellen",
    errors: {
      name: (max: number) => `Geben Sie eine Bezeichnung ein (1 bis ${max} Zeichen)`,
    },
  },
  secret: {
    title: (name: string) => `Schlüssel „${name}“ erstellt`,
    warning:
      "Kopieren Sie den Schlüssel jetzt. Zu Ihrer Sicherheit wird er nur dieses eine Mal angezeigt; geht er verloren, widerrufen Sie ihn und erstellen Sie einen neuen.",
    label: "Geheimer Schlüssel",
    copy: "Schlüssel kopieren",
    copied: "Schlüssel in die Zwischenablage kopiert.",
    copyFailed: "Der Schlüssel konnte nicht kopiert werden; markieren und kopieren Sie ihn selbst.",
    done: "Ich habe ihn kopiert",
  },
  list: {
    title: "Schlüssel",
    tableLabel: "API-Schlüssel",
    empty: "Noch keine Schlüssel.",
    columns: {
      name: "Bezeichnung",
      prefix: "Beginnt mit",
      access: "Zugriff",
      expires: "Läuft ab",
      lastUsed: "Zuletzt verwendet",
      actions: "Aktionen",
    },
    full: "Lesen und schreiben",
    readOnly: "Nur lesen",
    limited: (count: number) => (count === 1 ? "1 Vorlage" : `${count} Vorlagen`),
    expired: "Abgelaufen",
    never: "Nie",
    revoke: "Widerrufen",
    revokeLabel: (name: string) => `Schlüssel ${name} widerrufen`,
  },
  revokeDialog: {
    title: (name: string) => `Schlüssel „${name}“ widerrufen?`,
    body: "Software, die diesen Schlüssel verwendet, funktioniert sofort nicht mehr. Das lässt sich nicht rückgängig machen.",
    cancel: "Schlüssel behalten",
    confirm: "Schlüssel widerrufen",
  },
  notices: {
    created: (name: string) => `Schlüssel „${name}“ erstellt.`,
    revoked: (name: string) => `Schlüssel „${name}“ widerrufen.`,
  },
  errors: {
    generic: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
    offline: "Keine Verbindung zum Server. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    session: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    notFound: "Diesen Schlüssel gibt es nicht mehr.",
    limit: "Dieser Händler hat bereits die höchste erlaubte Zahl an Schlüsseln. Widerrufen Sie zuerst einen.",
  },
};
