import type { PromotionMessages } from "./en";

/** Die Seite „Aktionen“ (Issue 29, Entscheidung 051) auf Deutsch. */
export const de: PromotionMessages = {
  title: "Aktionen",
  description:
    "Bonuspunkte auf Zeit: ein Faktor oder ein Bonus auf jeden Scan und jede Punkteregel, solange eine Aktion läuft. Laufen zwei zugleich, bekommt das Mitglied die, die mehr bringt.",
  empty: "Noch keine Aktionen.",
  columns: { reward: "Vorteil", when: "Wann" },
  reward: {
    multiplier: (factor: number) => `${factor}× Punkte`,
    bonus: (count: number) => `+${count} Bonuspunkte`,
  },
  everyDay: "jeden Tag",
  allDay: "ganztägig",
  create: "Neue Aktion",
  editTitle: (name: string) => `„${name}“ bearbeiten`,
  fields: {
    name: "Bezeichnung",
    kind: "Vorteil",
    kinds: { multiplier: "Punkte vervielfachen", bonus: "Bonuspunkte" },
    multiplier: "Faktor (1–10)",
    bonusPoints: "Bonuspunkte je Gutschrift",
    startAt: "Beginnt",
    endAt: "Endet",
    startAtHint: "Datum und Uhrzeit gelten in der Zeitzone unten.",
    daysOfWeek: "Nur an diesen Tagen (keiner angekreuzt: täglich)",
    startTime: "Täglich ab",
    endTime: "Täglich bis",
    timeZone: "Zeitzone",
    timeZoneHint: "Ein IANA-Name wie Europe/Berlin.",
  },
  days: { mon: "Mo", tue: "Di", wed: "Mi", thu: "Do", fri: "Fr", sat: "Sa", sun: "So" },
  save: "Aktion speichern",
  saveChanges: "Änderungen speichern",
  cancelEdit: "Bearbeiten abbrechen",
  editButton: "Bearbeiten",
  edit: (name: string) => `${name} bearbeiten`,
  remove: (name: string) => `${name} löschen`,
  deleteDialog: {
    title: "Diese Aktion löschen?",
    body: "Schon gutgeschriebene Punkte bleiben. Das lässt sich nicht rückgängig machen.",
    confirm: "Löschen",
    cancel: "Behalten",
  },
  errors: {
    oneReward: "Geben Sie einen Faktor oder Bonuspunkte an.",
    endAfterStart: "Das Ende muss nach dem Beginn liegen.",
    bothTimes: "Geben Sie beide Tageszeiten an oder keine.",
    endTimeAfterStart: "Die tägliche Endzeit muss nach der Startzeit liegen.",
    timeZone: "Unbekannte Zeitzone; nutzen Sie einen Namen wie Europe/Berlin.",
  },
  codes: {
    PROMOTION_LIMIT_REACHED:
      "Dieses Programm hat schon die meisten Aktionen, die es haben kann. Löschen Sie zuerst eine.",
    PROGRAM_ARCHIVED: "Dieses Programm ist archiviert und nimmt keine neuen Aktionen an.",
  },
  notices: {
    created: (name: string) => `Aktion „${name}“ angelegt.`,
    saved: (name: string) => `Aktion „${name}“ gespeichert.`,
    deleted: (name: string) => `Aktion „${name}“ gelöscht.`,
  },
};
