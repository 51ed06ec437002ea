const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);
const purgedAfter = (retentionDays: number) =>
  retentionDays === 0
    ? "Deleted data is purged at once."
    : `Deleted data is purged after ${days(retentionDays)}.`;

/** Every string of the program list and the program status section, in English. `de.ts` has the same shape. */
export const en = {
  title: "Programs",
  description: "Loyalty and gift-card programs your customers carry as wallet passes.",
  create: "Create program",
  emptyTitle: "No programs yet",
  emptyBody: "Create your first loyalty or gift-card program. You can change everything later.",
  noMatchTitle: (q: string) => `No programs match “${q}”`,
  noMatchBody: "Try another search term.",
  noneWithStatusTitle: "No programs with this status",
  noneWithStatusBody: "Choose another status, or show all programs.",
  pastEndTitle: "Nothing on this page",
  pastEndBody: "This page is past the end of the list.",
  showAll: "Show all programs",
  tableCaption: "Your programs",
  toolbar: {
    searchLabel: "Search programs",
    searchPlaceholder: "Search by name, description or pass type",
    status: "Status",
    allStatuses: "All",
    sort: "Sort by",
    apply: "Search",
    clear: "Clear",
  },
  sorts: {
    "-createdAt": "Newest first",
    createdAt: "Oldest first",
    name: "Name A–Z",
    "-name": "Name Z–A",
  },
  columns: {
    name: "Name",
    status: "Status",
    type: "Type",
    schema: "Schema",
    passType: "Pass type identifier",
    passTypeShort: "Pass type",
    created: "Created",
    actions: "Actions",
  },
  /** Spoken by the sortable column headers' links. */
  sortBy: (column: string, direction: "ascending" | "descending") => `${column}, sort ${direction}`,
  statuses: { active: "Active", archived: "Archived" },
  programTypes: { loyalty: "Loyalty", giftcard: "Gift card" },
  programSchemas: {
    stampCard: "Stamp card",
    tieredMembership: "Tiered membership",
    specialOffers: "Special offers",
    custom: "Custom",
  },
  pagination: {
    label: "Pagination",
    showing: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total}`,
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    previous: "Previous page",
    next: "Next page",
  },
  actions: {
    archive: "Archive",
    unarchive: "Unarchive",
    duplicate: "Duplicate",
    delete: "Delete",
    working: "Working…",
    menu: "Actions",
    menuLabel: (name: string) => `Actions for ${name}`,
    edit: "Edit",
    offers: "Offers",
    members: "Members",
    giftCards: "Gift cards",
    copyId: "Copy program id",
    idLabel: "Program id (for the API)",
    copied: "Copied",
  },
  notices: {
    created: (name: string) => `Program “${name}” created.`,
    duplicated: (name: string) =>
      `Program “${name}” created as a copy. Gift cards and offers were not copied.`,
    archived: (name: string) => `Program “${name}” archived. It takes no new gift cards or offers.`,
    unarchived: (name: string) => `Program “${name}” is active again.`,
    deleted: (name: string) => `Program “${name}” deleted.`,
    idCopied: (name: string) => `The id of “${name}” is on your clipboard.`,
    idShown: (name: string, id: string) =>
      `Your browser did not allow copying. The id of “${name}” is ${id}.`,
  },
  errors: {
    offline: "Could not reach LoyaltyPass. Check your connection and try again.",
    notFound: "This program no longer exists. The list has been refreshed.",
    conflict: "The program’s status changed meanwhile. The list has been refreshed.",
    session: "Your session has ended. Sign in again.",
    generic: "Something went wrong. Try again.",
  },
  deleteDialog: {
    title: (name: string) => `Delete “${name}”?`,
    body: "The program, its offers and its gift cards disappear from the dashboard and the API at once.",
    purge: purgedAfter,
    cancel: "Cancel",
    confirm: "Delete program",
  },
  statusSection: {
    title: "Program status",
    current: (status: string) => `This program is ${status.toLowerCase()}.`,
    activeHint: "Archive it to stop new gift cards and offers; customers keep what they hold.",
    archivedHint: "It takes no new gift cards or offers. Unarchive it to use it again.",
    duplicateHint: "Duplicate copies the settings into a new program, without cards or offers.",
    retention: purgedAfter,
  },
};

export type ProgramListMessages = typeof en;
