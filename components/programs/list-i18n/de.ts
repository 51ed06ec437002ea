import type { ProgramListMessages } from "./en";

const days = (count: number) => (count === 1 ? "1 Tag" : `${count} Tagen`);
const purgedAfter = (retentionDays: number) =>
  retentionDays === 0
    ? "Gelöschte Daten werden sofort endgültig entfernt."
    : `Gelöschte Daten werden nach ${days(retentionDays)} endgültig entfernt.`;

export const de: ProgramListMessages = {
  title: "Programme",
  description: "Treue- und Geschenkkartenprogramme, die Ihre Kunden als Wallet-Pässe bei sich tragen.",
  create: "Programm erstellen",
  emptyTitle: "Noch keine Programme",
  emptyBody: "Legen Sie Ihr erstes Treue- oder Geschenkkartenprogramm an. Alles lässt sich später ändern.",
  noMatchTitle: (q: string) => `Kein Programm passt zu „${q}“`,
  noMatchBody: "Versuchen Sie einen anderen Suchbegriff.",
  noneWithStatusTitle: "Keine Programme mit diesem Status",
  noneWithStatusBody: "Wählen Sie einen anderen Status oder zeigen Sie alle Programme.",
  pastEndTitle: "Auf dieser Seite ist nichts",
  pastEndBody: "Diese Seite liegt hinter dem Ende der Liste.",
  showAll: "Alle Programme zeigen",
  tableCaption: "Ihre Programme",
  toolbar: {
    searchLabel: "Programme durchsuchen",
    searchPlaceholder: "Nach Name, Beschreibung oder Passtyp suchen",
    status: "Status",
    allStatuses: "Alle",
    sort: "Sortieren nach",
    apply: "Suchen",
    clear: "Zurücksetzen",
  },
  sorts: {
    "-createdAt": "Neueste zuerst",
    createdAt: "Älteste zuerst",
    name: "Name A–Z",
    "-name": "Name Z–A",
  },
  columns: {
    name: "Name",
    status: "Status",
    type: "Art",
    schema: "Schema",
    passType: "Passtyp-Kennung",
    passTypeShort: "Passtyp",
    created: "Angelegt",
    actions: "Aktionen",
  },
  sortBy: (column, direction) =>
    `${column}, ${direction === "ascending" ? "aufsteigend" : "absteigend"} sortieren`,
  statuses: { active: "Aktiv", archived: "Archiviert" },
  programTypes: { loyalty: "Treue", giftcard: "Geschenkkarte" },
  programSchemas: {
    stampCard: "Stempelkarte",
    tieredMembership: "Stufenmitgliedschaft",
    specialOffers: "Sonderangebote",
    custom: "Eigenes",
  },
  pagination: {
    label: "Seitennavigation",
    showing: (first, last, total) => `${first}–${last} von ${total}`,
    pageOf: (page, count) => `Seite ${page} von ${count}`,
    previous: "Vorherige Seite",
    next: "Nächste Seite",
  },
  actions: {
    archive: "Archivieren",
    unarchive: "Reaktivieren",
    duplicate: "Duplizieren",
    delete: "Löschen",
    working: "Wird ausgeführt…",
    menu: "Aktionen",
    menuLabel: (name) => `Aktionen für ${name}`,
    edit: "Bearbeiten",
    offers: "Angebote",
    members: "Mitglieder",
    giftCards: "Geschenkkarten",
    copyId: "Programm-ID kopieren",
    idLabel: "Programm-ID (für die API)",
    copied: "Kopiert",
  },
  notices: {
    created: (name) => `Programm „${name}“ erstellt.`,
    duplicated: (name) =>
      `Programm „${name}“ als Kopie erstellt. Geschenkkarten und Angebote wurden nicht kopiert.`,
    archived: (name) =>
      `Programm „${name}“ archiviert. Es nimmt keine neuen Geschenkkarten oder Angebote an.`,
    unarchived: (name) => `Programm „${name}“ ist wieder aktiv.`,
    deleted: (name) => `Programm „${name}“ gelöscht.`,
    idCopied: (name) => `Die ID von „${name}“ ist in Ihrer Zwischenablage.`,
    idShown: (name, id) => `Ihr Browser hat das Kopieren nicht erlaubt. Die ID von „${name}“ lautet ${id}.`,
  },
  errors: {
    offline: "LoyaltyPass ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    notFound: "Dieses Programm gibt es nicht mehr. Die Liste wurde aktualisiert.",
    conflict: "Der Status des Programms hat sich inzwischen geändert. Die Liste wurde aktualisiert.",
    session: "Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.",
    generic: "Etwas ist schiefgegangen. Versuchen Sie es erneut.",
  },
  deleteDialog: {
    title: (name) => `„${name}“ löschen?`,
    body: "Das Programm, seine Angebote und Geschenkkarten verschwinden sofort aus dem Dashboard und der API.",
    purge: purgedAfter,
    cancel: "Abbrechen",
    confirm: "Programm löschen",
  },
  statusSection: {
    title: "Programmstatus",
    current: (status) => `Dieses Programm ist ${status.toLowerCase()}.`,
    activeHint:
      "Archivieren Sie es, um neue Geschenkkarten und Angebote zu stoppen; Kunden behalten, was sie haben.",
    archivedHint:
      "Es nimmt keine neuen Geschenkkarten oder Angebote an. Reaktivieren Sie es, um es wieder zu nutzen.",
    duplicateHint: "Duplizieren kopiert die Einstellungen in ein neues Programm, ohne Karten und Angebote.",
    retention: purgedAfter,
  },
};
