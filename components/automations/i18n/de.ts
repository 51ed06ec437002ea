import type { AutomationMessages } from "./en";

/** Die Automatisierungen des Dashboards (Issue 29, Entscheidung 050), auf Deutsch. */
export const de: AutomationMessages = {
  title: "Automatisierungen",
  titleOf: (program: string) => `Automatisierungen: ${program}`,
  description:
    "Nachrichten und Punkte, die das Programm von selbst sendet, einmal je Mitglied und Anlass. Gelöschte, gesperrte und anonymisierte Mitglieder erhalten nichts.",
  tabsLabel: "Automatisierungen",
  tabs: {
    welcome: "Willkommen",
    birthday: "Geburtstag",
    winBack: "Rückgewinnung",
    pointsExpiring: "Punkte verfallen",
  },
  explain: {
    welcome:
      "Begrüßt jedes Mitglied, das ab jetzt beitritt, einmal. Aus einer Datei importierte Mitglieder werden nur begrüßt, wenn der Import es verlangt. Als Service-Nachricht gesendet: Alle Mitglieder erhalten sie.",
    birthday:
      "Einmal im Jahr, am Geburtstag oder die gewählte Zahl von Tagen davor (in der Zeitzone des Programms). Eine Werbenachricht: Nur Mitglieder mit Werbeeinwilligung erhalten den Text; die Punkte erhalten alle.",
    winBack:
      "Einmal je Abwesenheit, wenn ein Mitglied die gewählte Zahl von Tagen nicht gescannt wurde. Eine Werbenachricht: Nur Mitglieder mit Werbeeinwilligung erhalten den Text; die Punkte erhalten alle.",
    pointsExpiring:
      "Erinnert Mitglieder, bevor ihre Punkte verfallen. Die Erinnerung wird gesendet, sobald der Punkteverfall für das Programm eingerichtet ist.",
  },
  fields: {
    enabled: "Eingeschaltet",
    text: "Nachricht",
    textHint: (max: number) =>
      `Erscheint auf dem Sperrbildschirm und auf der Rückseite des Passes; bis zu ${max} Zeichen.`,
    points: "Punkte",
    pointsHint: "Werden dem Mitglied gutgeschrieben; bei 0 wird nur die Nachricht gesendet.",
    birthdayDaysBefore: "Tage vor dem Geburtstag",
    birthdayDaysBeforeHint: (min: number, max: number) => `${min} (am Tag selbst) bis ${max}.`,
    afterDays: "Tage ohne Scan",
    afterDaysHint: (min: number, max: number) => `${min} bis ${max}.`,
    expiringDaysBefore: "Tage bevor die Punkte verfallen",
    expiringDaysBeforeHint: (min: number, max: number) => `${min} bis ${max}.`,
  },
  textRequired: "Schreiben Sie die Nachricht oder schalten Sie die Automatisierung aus.",
  save: "Automatisierungen speichern",
  saving: "Wird gespeichert …",
  saved: "Automatisierungen gespeichert.",
  back: "Zurück zum Programm",
  unsavedChanges: "Ihre Änderungen an den Automatisierungen sind nicht gespeichert. Trotzdem verlassen?",
};
