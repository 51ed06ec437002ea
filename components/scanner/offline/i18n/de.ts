import { formatCount } from "@/components/i18n/format";
import type { OfflineScannerMessages } from "./en";

export const de: OfflineScannerMessages = {
  offline: {
    title: "Kein Netz",
    text: "Scans per Kartencode oder Mitgliedsnummer werden auf diesem Gerät gespeichert und gesendet, sobald das Netz wieder da ist. Mitglieder nachschlagen, Angebote einlösen und Gutscheinkarten brauchen das Netz.",
  },
  waiting: (count: number) =>
    count === 1
      ? "1 Scan wartet auf den Versand"
      : `${formatCount(count, "de")} Scans warten auf den Versand`,
  allSent: (count: number) =>
    count === 1
      ? "Der wartende Scan wurde gesendet."
      : `Alle ${formatCount(count, "de")} wartenden Scans wurden gesendet.`,
  queued: (memberNumber: string) =>
    `Kein Netz: Der Scan der Karte ${memberNumber} ist gespeichert und wird gesendet, sobald das Netz wieder da ist. Er wird einmal gutgeschrieben, wie oft er auch gesendet wird.`,
  refused: {
    title: "Gespeicherte Scans, die nicht angewendet werden konnten",
    lead: "Der Server hat diese ohne Netz aufgenommenen Scans abgelehnt. Für sie wurde nichts gutgeschrieben.",
    scan: (memberNumber: string, program: string, time: string) =>
      `Karte ${memberNumber} · ${program} · ${time}`,
    unknownProgram: "Ein nicht mehr angezeigtes Programm",
    dismiss: "Verwerfen",
    dismissed: (memberNumber: string) => `Der gespeicherte Scan der Karte ${memberNumber} wurde verworfen.`,
    dismissLabel: (memberNumber: string) => `Scan der Karte ${memberNumber} verwerfen`,
  },
};
