import { formatCount } from "@/components/i18n/format";
import type { OverviewMessages } from "./en";

const count = (value: number) => formatCount(value, "de");
const before = (value: number) => (value === 1 ? "am Vortag" : `in den ${count(value)} Tagen davor`);
const since = (value: number) =>
  value === 1 ? "gegenüber dem Vortag" : `gegenüber den ${count(value)} Tagen davor`;

export const de: OverviewMessages = {
  title: "Übersicht",
  lead: (window: number) =>
    `Ihr Geschäft in den letzten ${count(window)} Tagen. Die Tage sind UTC-Tage; die Zahlen von heute laufen noch.`,
  sections: {
    loyalty: "Treueprogramme",
    giftCards: "Geschenkkarten",
    passes: "Wallet-Pässe",
  },
  empty: {
    title: "Legen Sie Ihr erstes Programm an",
    body: "Ein Treueprogramm vergibt Punkte an der Kasse, ein Geschenkkartenprogramm verkauft Karten. Ihre Zahlen erscheinen hier, sobald Kunden sie nutzen.",
    loyalty: "Treueprogramm anlegen",
    giftCard: "Geschenkkartenprogramm anlegen",
  },
  programs: {
    active: (active: number) => (active === 1 ? "1 aktives Programm" : `${count(active)} aktive Programme`),
    breakdown: (loyalty: number, giftcard: number) =>
      `${count(loyalty)} Treue · ${count(giftcard)} Geschenkkarte${giftcard === 1 ? "" : "n"}`,
    archived: (archived: number) => `${count(archived)} archiviert`,
    manage: "Programme verwalten",
  },
  members: {
    title: "Mitglieder",
    newSince: (week: number, month: number, window: number) =>
      `${count(week)} neu in 7 Tagen · ${count(month)} in ${count(window)} Tagen`,
    none: "Noch keine Mitglieder. Teilen Sie Ihren Beitrittslink oder importieren Sie Ihre bestehenden Kunden.",
    add: "Mitglieder importieren",
    shareJoinLink: "Beitrittslink teilen",
  },
  metrics: {
    newMembers: "Neue Mitglieder",
    scans: "Scans",
    pointsGiven: "Vergebene Punkte",
    offersRedeemed: "Eingelöste Angebote",
    cardsSold: "Verkaufte Geschenkkarten",
    passesInstalled: "Installierte Pässe",
    passesRemoved: "Entfernte Pässe",
    sold: "Verkaufter Wert",
    redeemed: "Eingelöster Wert",
    outstanding: "Offenes Guthaben",
  },
  hints: {
    pointsGiven: "Punkte aus Scans, Regeln und Korrekturen.",
    sold: "Ausgestellte und aufgeladene Karten.",
    outstanding: "Was Ihre Karten heute enthalten, ohne abgelaufene oder gelöschte Karten.",
    passes:
      "Gezählt, wenn Kunden einen Pass zu Apple Wallet oder Google Wallet hinzufügen oder ihn entfernen.",
  },
  currency: (title: string, currency: string) => `${title} (${currency})`,
  change: {
    more: (difference: string, window: number) => `${difference} mehr als ${before(window)}`,
    fewer: (difference: string, window: number) => `${difference} weniger als ${before(window)}`,
    same: (window: number) => `Unverändert ${since(window)}`,
  },
  chart: {
    label: (metric: string, window: number) => `${metric} pro Tag in den letzten ${count(window)} Tagen`,
    peak: (value: string, day: string) => `höchster Wert: ${value} am ${day}`,
    flat: "an keinem Tag",
    show: "Zahlen anzeigen",
    showFor: (metric: string) => `für ${metric}`,
    caption: (metric: string) => `${metric} pro Tag`,
    day: "Tag (UTC)",
    today: "heute",
  },
  giftCards: {
    none: "Noch kein Geschenkkartenprogramm. Legen Sie eines an, um Karten an der Kasse oder online zu verkaufen.",
    noCards: "Noch keine Karten verkauft.",
    issue: "Karte ausstellen",
  },
  loyalty: {
    none: "Noch kein Treueprogramm. Legen Sie eines an, um für jeden Besuch Punkte zu vergeben.",
  },
};
