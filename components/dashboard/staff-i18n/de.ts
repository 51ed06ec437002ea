import type { StaffMessages } from "./en";

export const de: StaffMessages = {
  banner: {
    label: "Support: der Händler, für den Sie handeln",
    badge: "Support",
    actingFor: (name: string) => `Sie handeln für ${name}`,
    owner: (email: string) => `Inhaber ${email}`,
    noOwner: "kein Inhaberkonto",
    notActing: "Sie handeln für keinen Händler.",
    choose: "Händler wählen",
    switch: "Händler wechseln",
    stop: "Nicht mehr handeln",
    unknown: "Den gewählten Händler gibt es nicht mehr. Wählen Sie einen anderen.",
  },
  switcher: {
    title: "Händler wählen, für den Sie handeln",
    lead: "Support-Mitarbeitende handeln jeweils für einen Händler. Suchen Sie nach Händlername oder E-Mail des Inhabers, oder fügen Sie die Händler-Id ein.",
    search: "Händler suchen",
    searchButton: "Suchen",
    searching: "Suche läuft…",
    found: (count: number) =>
      count === 0
        ? "Kein Händler passt zu dieser Suche."
        : count === 1
          ? "1 Händler gefunden."
          : `${count} Händler gefunden.`,
    resultsLabel: "Gefundene Händler",
    pick: (name: string) => `Für ${name} handeln`,
    switching: "Wird gewechselt…",
    failed: "Die Suche ist fehlgeschlagen. Bitte erneut versuchen.",
    pickFailed:
      "Für diesen Händler kann nicht gehandelt werden: Es gibt ihn nicht mehr, oder Ihre Sitzung ist abgelaufen. Bitte erneut suchen.",
    statuses: { pending: "ausstehend", active: "aktiv", suspended: "gesperrt" },
  },
  page: {
    lead: "Diese Seite zeigt die Daten eines Händlers. Wählen Sie den Händler, für den Sie handeln; die Wahl gilt auf allen Seiten des Dashboards, bis Sie wechseln oder aufhören.",
  },
  link: {
    title: (name: string) => `Dieser Link gehört zu ${name}`,
    body: "Für diesen Händler handeln? Bis Sie wechseln oder aufhören, zeigt und ändert jede Seite des Dashboards die Daten dieses Händlers.",
    confirm: (name: string) => `Für ${name} handeln`,
    stay: "Bisherige Wahl behalten",
    unknown: "Dieser Link nennt einen Händler, den es nicht gibt.",
  },
};
