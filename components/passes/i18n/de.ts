import type { PassMessages } from "./en";

export const de: PassMessages = {
  title: "Pass",
  description:
    "Der Apple-Wallet-Pass, den jedes Mitglied (oder jede Geschenkkarte) dieses Programms erhält, und wie er aussieht.",
  template: {
    label: "Pass-Vorlage",
    hint: "Aufgeführt sind nur Vorlagen einer Art, die zu diesem Programm passt, die zu ihm oder zu keinem Programm gehören.",
    defaultDesign: "Schlichtes Standarddesign (Programmname und Punkte oder Guthaben)",
    option: (name: string, kind: string) => `${name} (${kind})`,
    save: "Diese Vorlage verwenden",
    saving: "Wird gespeichert …",
    saved: (name: string) =>
      `Die Pässe tragen jetzt „${name}“. Installierte Pässe werden mit ihrer nächsten Änderung aktualisiert.`,
    savedDefault:
      "Die Pässe tragen jetzt das schlichte Standarddesign. Installierte Pässe werden mit ihrer nächsten Änderung aktualisiert.",
    fallback: (name: string) =>
      `Keine Vorlage gewählt: Die Pässe tragen „${name}“, die neueste Vorlage dieses Programms mit Logo.`,
    none: "Keine Vorlage gewählt: Die Pässe tragen das schlichte Standarddesign.",
    manage: "Vorlagen verwalten",
  },
  kinds: {
    boardingPass: "Bordkarte",
    coupon: "Gutschein",
    eventTicket: "Eintrittskarte",
    generic: "allgemeiner Pass",
    storeCard: "Kundenkarte",
  },
  preview: {
    label: "Vorschau des Passes mit einem Beispielmitglied",
    caption: "Mit einem Beispielmitglied (Alex Example, 120 Punkte); jeder Pass zeigt seine eigenen Werte.",
    captionGiftCard:
      "Mit einer Beispiel-Geschenkkarte (25,00, ein Jahr gültig); jeder Pass zeigt seine eigenen Werte.",
    iconDerived: (present: string) =>
      `Die Vorlage hat kein icon.png (@1x): Pässe tragen eines, das aus ${present} verkleinert wird. Laden Sie icon.png in der Vorlage hoch, damit das Symbol am schärfsten ist.`,
    iconMissing:
      "Die Vorlage hat kein Symbol: icon.png (@1x) ist Pflicht, daher tragen Pässe das Symbol des Dienstes, bis die Vorlage eines hat.",
  },
  sample: {
    download: "Beispielpass herunterladen",
    downloading: "Wird vorbereitet …",
    downloaded:
      "Beispielpass heruntergeladen. Öffnen Sie ihn auf einem iPhone oder Mac, um ihn in Wallet zu sehen.",
    hint: "Eine .pkpass-Datei mit einem erfundenen Mitglied; nichts wird gespeichert, und sie wird nie aktualisiert.",
  },
  signing: {
    title: "Signatur",
    development:
      "Mit dem Entwicklungszertifikat signiert: Die Signatur ist gültig, aber Apple Wallet auf einem echten Gerät nimmt den Pass nicht an. Laden Sie Ihr Pass-Type-ID-Zertifikat unter Einstellungen → Wallet hoch.",
    own: (team: string, until: string) =>
      `Mit Ihrem Pass-Type-ID-Zertifikat signiert (Team-ID ${team}), gültig bis ${until}.`,
    service: (passType: string, team: string, until: string) =>
      `Von diesem Dienst signiert (Pass-Type-ID ${passType}, Team-ID ${team}), gültig bis ${until}: Jedes iPhone nimmt sie an. Ihr eigenes Zertifikat unter Einstellungen → Wallet signiert sie in Ihrem Namen.`,
    certificateIssue:
      "Ihr hochgeladenes Zertifikat signiert diese Pässe noch nicht: Einstellungen → Wallet nennt den Grund.",
  },
  installs: {
    title: "Installierte Pässe",
    installs: "Installationen",
    removals: "Entfernungen",
  },
  errors: {
    TEMPLATE_OF_OTHER_PROGRAM: "Diese Vorlage gehört zu einem anderen Programm. Wählen Sie eine andere.",
    TEMPLATE_KIND_UNSUITABLE:
      "Die Art dieser Vorlage passt nicht zu diesem Programm. Wählen Sie eine andere.",
    notFound: "Das Programm oder die Vorlage gibt es nicht mehr. Laden Sie die Seite neu.",
    sampleFailed: "Der Beispielpass konnte nicht erstellt werden. Versuchen Sie es erneut.",
  },
};
