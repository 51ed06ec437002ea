import type { MemberImportMessages } from "./en";

/** Die Seite für den Mitgliederimport (Issue 17), auf Deutsch. */
export const de: MemberImportMessages = {
  title: "Mitglieder importieren",
  titleOf: (program: string) => `Mitglieder importieren: ${program}`,
  description:
    "Übernehmen Sie Ihre Kundenliste aus einer Tabelle oder einem anderen System. Jede Zeile wird ein Mitglied; Zeilen, die schon Mitglieder sind, werden übersprungen – ein erneuter Import legt niemanden doppelt an.",
  backToMembers: "Zurück zu den Mitgliedern",
  archived:
    "Dieses Programm ist archiviert und nimmt keine neuen Mitglieder auf. Heben Sie die Archivierung auf, um zu importieren.",
  file: {
    input: "CSV-Datei",
    title: "CSV-Datei wählen",
    hint: "Die erste Zeile benennt die Spalten. Getrennt durch Komma oder Semikolon; UTF-8 oder die Kodierung, in der Excel speichert. Bis zu 50.000 Zeilen.",
    drop: "Ziehen Sie eine CSV-Datei hierher, oder",
    dropActive: "Lassen Sie die Datei los, um sie zu lesen",
    choose: "CSV-Datei wählen",
    reading: (name: string) => `${name} wird gelesen …`,
    read: (name: string, rows: string) => `${name} gelesen: ${rows} Zeilen.`,
    problems: {
      tooLarge: (limit: string) =>
        `Diese Datei ist größer als ${limit}. Teilen Sie sie in kleinere Dateien auf.`,
      tooManyRows: (limit: string) =>
        `Diese Datei hat mehr als ${limit} Zeilen. Teilen Sie sie in kleinere Dateien auf.`,
      empty: "Diese Datei hat unter der Kopfzeile keine Zeilen.",
      unreadable:
        "Diese Datei ließ sich nicht als CSV lesen. Speichern Sie sie in Ihrer Tabellenkalkulation als „CSV“ und versuchen Sie es erneut.",
      noHeader: "Die erste Zeile muss die Spalten benennen.",
    },
  },
  map: {
    title: "Spalten zuordnen",
    hint: "Wählen Sie, welches Mitgliedsfeld jede Spalte füllt. Wo möglich, wurden die Spalten nach ihren Namen zugeordnet.",
    column: (name: string) => `Spalte „${name}“`,
    unnamed: (position: number) => `Spalte ${position}`,
    example: (value: string) => `Erster Wert: ${value}`,
    noExample: "Die ersten Zeilen lassen sie leer.",
    ignore: "Nicht importieren",
    groups: { member: "Mitgliedsfelder", custom: "Eigene Felder dieses Programms" },
    usedTwice: (field: string) =>
      `„${field}“ wird schon von einer anderen Spalte gefüllt. Wählen Sie es nur für eine Spalte.`,
    needsKey:
      "Ordnen Sie eine Spalte der E-Mail, der Telefonnummer oder der externen ID zu: Daran werden Zeilen wiedererkannt, sodass ein erneuter Import niemanden doppelt anlegt.",
    chooseAnother: "Andere Datei wählen",
  },
  preview: {
    title: "Die ersten Zeilen prüfen",
    caption: (count: number) => `Die ersten ${count} Zeilen, wie sie importiert werden`,
    row: "Zeile",
    check: "Prüfung",
    ok: "Bereit",
    note: "Jede Zeile wird beim Import erneut geprüft. Zeilen mit Problemen werden abgelehnt und im Bericht aufgeführt; die übrigen Zeilen werden importiert.",
    summary: (rows: string, withProblems: number) =>
      withProblems === 0
        ? `${rows} Zeilen zum Import. Die ersten Zeilen sehen gut aus.`
        : `${rows} Zeilen zum Import. ${withProblems} der ersten Zeilen haben Probleme und werden abgelehnt.`,
    start: (rows: string) => `${rows} Zeilen importieren`,
  },
  progress: {
    title: "Import läuft",
    label: "Fortschritt des Imports",
    done: (done: string, total: string) => `${done} von ${total} Zeilen gesendet.`,
    cancel: "Import anhalten",
    cancelling: "Wird nach dem laufenden Stapel angehalten …",
    retrying: "Die Verbindung ist abgebrochen; dieser Stapel wird erneut gesendet …",
  },
  report: {
    title: "Bericht",
    finished: (created: string) => `Import abgeschlossen: ${created} Mitglieder angelegt.`,
    stopped: (created: string) =>
      `Import angehalten: ${created} Mitglieder angelegt. Die übrigen Zeilen wurden nicht importiert.`,
    failed: (problem: string) => `Import abgebrochen: ${problem}`,
    counts: {
      label: "Ergebnis des Imports",
      created: "Angelegt",
      duplicate: "Schon Mitglieder (übersprungen)",
      refused: "Abgelehnt",
      notImported: "Nicht importiert",
    },
    caption: "Nicht angelegte Zeilen",
    captionFirst: (shown: number, total: string) =>
      `Nicht angelegte Zeilen: die ersten ${shown} von ${total}`,
    allCreated: "Alle Zeilen wurden angelegt.",
    columns: { row: "Zeile", outcome: "Ergebnis", details: "Einzelheiten" },
    outcomes: {
      created: "Angelegt",
      duplicate: "Schon Mitglied",
      refused: "Abgelehnt",
      notImported: "Nicht importiert",
    },
    duplicateOf: (key: string, memberNumber: string | null) =>
      memberNumber
        ? `Gleiche ${key} wie Mitglied ${memberNumber}`
        : `Gleiche ${key} wie ein Mitglied, das gerade angelegt wird`,
    notImportedWhy: "Der Import wurde vor dieser Zeile angehalten.",
    download: "Bericht herunterladen (CSV)",
    fileName: (name: string) => `importbericht-${name}`,
    csvColumns: {
      row: "Zeile",
      outcome: "Ergebnis",
      memberNumber: "Mitgliedsnummer",
      details: "Einzelheiten",
    },
    again: "Weitere Datei importieren",
    toMembers: "Mitglieder anzeigen",
    keyNames: { email: "E-Mail", phone: "Telefonnummer", externalId: "externe ID" },
  },
  fields: {
    email: "E-Mail",
    phone: "Telefon",
    firstName: "Vorname",
    lastName: "Nachname",
    birthday: "Geburtstag",
    externalId: "Externe ID",
    marketingConsent: "Einwilligung in Werbung",
    points: "Punkte (Anfangsstand)",
  },
  issues: {
    importKeyMissing: "Braucht eine E-Mail, Telefonnummer oder externe ID.",
    phone: "Geben Sie eine gültige Telefonnummer ein.",
    date: "Geben Sie ein Datum als TT.MM.JJJJ oder JJJJ-MM-TT ein.",
    unknownCustomField: "Dieses Programm hat kein solches eigenes Feld.",
    at: (field: string, problem: string) => `${field}: ${problem}`,
  },
};
