/** Words for values the API sends as codes (statuses, identifiers, roles), in English. `de.ts` has the same shape. */
export const en = {
  giftCardStatuses: {
    pending: "Pending",
    active: "Active",
    suspended: "Suspended",
    expired: "Expired",
    voided: "Voided",
    depleted: "Used up",
  },
  gdprStatuses: {
    received: "Received",
    erasing: "In progress",
    completed: "Completed",
    no_match: "No match",
  },
  offerStatuses: { DRAFT: "Draft", SCHEDULED: "Scheduled", LIVE: "Live", CANCELLED: "Cancelled" },
  identifiers: {
    customerEmail: "Customer e-mail",
    customerId: "Customer id",
    cardId: "Card id",
    memberId: "Member id",
  },
  roles: { owner: "Owner", staff: "Support staff", member: "The member (card page)" },
};

export type FormatMessages = typeof en;
