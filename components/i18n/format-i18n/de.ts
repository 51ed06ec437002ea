import type { FormatMessages } from "./en";

/** Words for values the API sends as codes, in German (same shape as `en.ts`). */
export const de: FormatMessages = {
  giftCardStatuses: {
    pending: "Ausstehend",
    active: "Aktiv",
    suspended: "Gesperrt",
    expired: "Abgelaufen",
    voided: "Storniert",
    depleted: "Aufgebraucht",
  },
  gdprStatuses: {
    received: "Eingegangen",
    erasing: "In Arbeit",
    completed: "Abgeschlossen",
    no_match: "Kein Treffer",
  },
  offerStatuses: { DRAFT: "Entwurf", SCHEDULED: "Geplant", LIVE: "Aktiv", CANCELLED: "Beendet" },
  identifiers: {
    customerEmail: "Kunden-E-Mail",
    customerId: "Kunden-ID",
    cardId: "Karten-ID",
    memberId: "Mitglieds-ID",
  },
  roles: { owner: "Inhaber", staff: "Support", member: "Das Mitglied (Kartenseite)" },
};
