import { formatCount } from "@/components/i18n/format";
import type { ScannerMessages } from "./en";

const points = (count: number, name: string | null) =>
  `${formatCount(count, "de")} ${name ?? (count === 1 ? "Punkt" : "Punkte")}`;

export const de: ScannerMessages = {
  title: "Scanner",
  lead: "Scannen Sie die Karte eines Mitglieds an der Kasse: Besuch gutschreiben, dann ein Angebot mit einem Fingertipp einlösen. Geschenkkarten: unter Programm wählen.",
  program: "Programm",
  programHint: "Dieses Gerät merkt sich Ihre Wahl.",
  archived: (name: string) => `${name} (archiviert)`,
  noPrograms:
    "Noch keine Treueprogramme. Legen Sie auf der Seite „Programme“ eines an und kommen Sie dann zum Scannen zurück.",
  notBrowser: {
    title: "Dieses Programm wird nicht im Browser gescannt",
    uses: {
      PassVerifier: "Seine Karten werden mit der PassVerifier-App gescannt.",
      CodeReadr: "Seine Karten werden mit der CodeReadr-App gescannt.",
      None: "Seine Karten werden gar nicht gescannt (Scanner: keiner).",
      unset: "Für dieses Programm ist noch kein Scanner gewählt.",
    },
    change:
      "Um hier zu scannen, stellen Sie den Scanner des Programms auf seiner Einstellungsseite auf „Browser“.",
    edit: "Einstellungen des Programms öffnen",
  },
  camera: {
    title: "Kamera",
    start: "Kamera starten",
    stop: "Kamera beenden",
    starting: "Die Kamera wird gestartet …",
    scanning: "Halten Sie den Code auf der Karte des Mitglieds vor die Kamera.",
    paused: "Das Scannen ist angehalten, solange das Ergebnis angezeigt wird.",
    video: "Kamerabild",
    denied:
      "Die Kamera ist für diese Website gesperrt. Erlauben Sie den Kamerazugriff in den Website-Einstellungen Ihres Browsers und starten Sie sie erneut, oder geben Sie die Mitgliedsnummer unten ein.",
    noCamera: "Auf diesem Gerät wurde keine Kamera gefunden. Geben Sie die Mitgliedsnummer unten ein.",
    unavailable:
      "Dieser Browser kann auf dieser Seite keine Kamera verwenden (dafür ist eine sichere https-Verbindung nötig). Geben Sie die Mitgliedsnummer unten ein.",
    busy: "Die Kamera wird von einer anderen App verwendet. Schließen Sie diese App und starten Sie die Kamera erneut, oder geben Sie die Mitgliedsnummer unten ein.",
    failed:
      "Die Kamera konnte nicht gestartet werden. Versuchen Sie es erneut, oder geben Sie die Mitgliedsnummer unten ein.",
    readerFailed:
      "Der Code-Leser konnte nicht geladen werden. Prüfen Sie die Verbindung und starten Sie die Kamera erneut, oder geben Sie die Mitgliedsnummer unten ein.",
  },
  manual: {
    title: "Mitgliedsnummer eingeben",
    label: "Mitgliedsnummer",
    hint: "Die Nummer unter dem Code der Karte.",
    submit: "Diese Nummer scannen",
    required: "Geben Sie die Mitgliedsnummer ein.",
  },
  amount: {
    title: "Punkte für diesen Besuch",
    prompt: (memberNumber: string) =>
      `Karte ${memberNumber} wurde gelesen. Wie viele Punkte bringt dieser Besuch?`,
    label: "Punkte",
    hint: (min: number, max: number) =>
      `Eine ganze Zahl von ${formatCount(min, "de")} bis ${formatCount(max, "de")}.`,
    invalid: (min: number, max: number) =>
      `Geben Sie eine ganze Zahl von ${formatCount(min, "de")} bis ${formatCount(max, "de")} ein.`,
    submit: "Punkte gutschreiben",
    cancel: "Abbrechen",
  },
  working: (memberNumber: string) => `Karte ${memberNumber} wird gutgeschrieben …`,
  result: {
    title: "Gescannt",
    credited: (name: string, count: number, pointName: string | null) =>
      `${name}: ${points(count, pointName)} gutgeschrieben.`,
    balanceNow: (count: number, pointName: string | null) => `Neuer Stand: ${points(count, pointName)}.`,
    unnamed: "Mitglied ohne Namen",
    number: "Mitgliedsnummer",
    balance: "Punktestand",
    tier: "Stufe",
    points,
    offers: "Einlösbare Angebote",
    noOffers: "Derzeit kein aktives Angebot, das sich dieses Mitglied leisten kann.",
    cost: (count: number, pointName: string | null) => (count === 0 ? "kostenlos" : points(count, pointName)),
    redeem: "Einlösen",
    redeemLabel: (offer: string) => `${offer} einlösen`,
    redeemed: (offer: string, count: number, pointName: string | null) =>
      `„${offer}“ eingelöst. Neuer Stand: ${points(count, pointName)}.`,
    offersFailed:
      "Die Angebote des Mitglieds konnten nicht geladen werden. Die Punkte wurden gutgeschrieben.",
    scanNext: "Nächste Karte scannen",
  },
  giftCards: {
    option: "Geschenkkarten (alle Geschenkkartenprogramme)",
    lead: "Scannen Sie die Nummer einer Geschenkkarte oder geben Sie sie ein, um das Guthaben zu sehen, und lösen Sie dann einen Betrag ein.",
    scanning: "Halten Sie den Code auf der Geschenkkarte vor die Kamera.",
    manual: {
      title: "Geschenkkartennummer eingeben",
      label: "Geschenkkartennummer",
      hint: "Die 16 Ziffern unter dem Code der Karte.",
      submit: "Diese Karte suchen",
      required: "Geben Sie die Geschenkkartennummer ein.",
    },
    looking: (lastFour: string) => `Die Geschenkkarte mit den Endziffern ${lastFour} wird gesucht …`,
    found: (lastFour: string, balance: string) =>
      `Geschenkkarte mit den Endziffern ${lastFour}: Guthaben ${balance}.`,
    notUsable: (lastFour: string, status: string) =>
      `Die Geschenkkarte mit den Endziffern ${lastFour} ist ${status.toLowerCase()}: Sie kann nicht eingelöst werden.`,
    result: {
      title: (lastFour: string) => `Geschenkkarte mit den Endziffern ${lastFour}`,
      program: "Programm",
      number: "Kartennummer",
      status: "Status",
      balance: "Guthaben",
      validUntil: "Gültig bis",
      cannotRedeem: "Diese Karte kann gerade nicht eingelöst werden.",
    },
    redeem: {
      title: "Betrag einlösen",
      label: "Betrag",
      hint: (currency: string) => `In ${currency}, zum Beispiel 12,50.`,
      format: "Geben Sie einen Betrag wie 12,50 ein.",
      range: (min: string, max: string) =>
        `Geben Sie einen Betrag von ${min} bis ${max} mit höchstens zwei Nachkommastellen ein.`,
      submit: "Einlösen",
      done: (amount: string, balance: string) => `${amount} eingelöst. Neues Guthaben: ${balance}.`,
      securityCodeLabel: "Sicherheitscode",
      securityCodeHint: "Die 6 Ziffern auf der Seite oder dem Pass der Karte des Kunden.",
      securityCodeFormat: "Geben Sie den 6-stelligen Sicherheitscode der Karte ein.",
    },
    problems: {
      lookup: "Karte nicht gefunden",
      redeem: "Nicht eingelöst",
      notANumber: "Das ist keine Geschenkkartennummer: Die Nummer einer Geschenkkarte hat 16 Ziffern.",
      unknown:
        "Keine Ihrer Geschenkkarten hat diese Nummer. Prüfen Sie die Nummer; die Karte wurde vielleicht gelöscht oder gehört zu einem anderen Geschäft.",
      notRedeemable:
        "Diese Karte kann gerade nicht eingelöst werden: Sie ist abgelaufen, ungültig, pausiert oder aufgebraucht. Es wurde nichts eingelöst.",
      insufficient: "Der Betrag ist höher als das Guthaben der Karte. Es wurde nichts eingelöst.",
      busy: "Das Guthaben dieser Karte ändert sich gerade. Versuchen Sie es gleich noch einmal.",
      codeMissing:
        "Dieses Programm verlangt den Sicherheitscode der Karte. Geben Sie ihn ein; es wurde nichts eingelöst.",
      codeWrong: "Der Sicherheitscode ist falsch. Es wurde nichts eingelöst.",
      codeLocked:
        "Zu viele falsche Sicherheitscodes: Diese Karte kann bis zu 15 Minuten lang nicht eingelöst werden. Es wurde nichts eingelöst.",
      network:
        "Der Server ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut: Eine Wiederholung löst nie doppelt ein.",
    },
  },
  problems: {
    title: "Nicht gutgeschrieben",
    unknown:
      "Kein Mitglied dieses Programms hat diese Nummer. Die Karte gehört vielleicht zu einem anderen Programm, oder die Daten des Mitglieds wurden gelöscht.",
    suspended:
      "Dieses Mitglied ist gesperrt, daher wurde nichts gutgeschrieben. Aktivieren Sie das Mitglied zuerst auf seiner Seite.",
    erased:
      "Die Daten dieses Mitglieds wurden gelöscht: Die Karte gilt nicht mehr, und es wurde nichts gutgeschrieben.",
    network:
      "Der Server ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut: Eine Wiederholung schreibt nie doppelt gut.",
    conflict:
      "Die Scanregeln des Programms erlauben diesen Scan gerade nicht, daher wurde nichts gutgeschrieben.",
    notBefore: (time: string) => `Der nächste Scan dieses Mitglieds ist ab ${time} möglich.`,
    retry: "Erneut versuchen",
    codes: {
      PROGRAM_NOT_LOYALTY: "Dieses Programm hat keine Mitglieder (es ist ein Geschenkkartenprogramm).",
      LEDGER_BUSY: "Die Punkte dieses Mitglieds ändern sich gerade. Versuchen Sie es gleich noch einmal.",
      OFFER_NOT_LIVE: "Dieses Angebot ist nicht mehr aktiv.",
      POINTS_BELOW_MINIMUM: "Das Mitglied hat weniger Punkte, als dieses Angebot verlangt.",
      POINTS_ABOVE_MAXIMUM: "Das Mitglied hat mehr Punkte, als dieses Angebot erlaubt.",
      INSUFFICIENT_POINTS: "Das Mitglied hat nicht genug Punkte für dieses Angebot.",
      LIMIT_PER_CUSTOMER_REACHED: "Das Mitglied hat dieses Angebot schon so oft eingelöst wie erlaubt.",
      OFFER_SOLD_OUT: "Dieses Angebot ist ausverkauft.",
    },
  },
  promotion: {
    multiplier: (factor: number, name: string, pointName: string | null) =>
      `${formatCount(factor, "de")}× ${pointName ?? "Punkte"} — ${name}`,
    bonus: (count: number, name: string, pointName: string | null) =>
      `+${formatCount(count, "de")} Bonus${pointName ? ` ${pointName}` : count === 1 ? "punkt" : "punkte"} — ${name}`,
  },
};
