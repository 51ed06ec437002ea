import { formatCount } from "@/components/i18n/format";

const cards = (count: number) => (count === 1 ? "1 gift card" : `${formatCount(count, "en")} gift cards`);
const members = (count: number) => (count === 1 ? "1 member" : `${formatCount(count, "en")} members`);
/** Both counts, always: the person's gift cards and loyalty memberships. */
const both = (cardCount: number, memberCount: number) => `${cards(cardCount)} and ${members(memberCount)}`;

/** Every string of the gift-card and GDPR pages, in English. `de.ts` has the same shape. */
export const en = {
  giftcards: {
    title: "Gift cards",
    lead: "Gift cards of your gift-card programs, with balances and customers.",
    programs: "Gift-card programs",
    noPrograms: "No gift-card programs yet. Create a program with the type “giftcard” on the Programs page.",
    retention: (days: number) =>
      days === 0 ? "deleted data purged at once" : `deleted data kept ${days} days`,
    cardsOf: (program: string) => `Cards of ${program}`,
    noCards: "No cards in this program yet.",
    columns: {
      number: "Card",
      customer: "Customer e-mail",
      name: "Customer name",
      balance: "Balance",
      status: "Status",
      issued: "Issued",
    },
    erased: "erased",
    none: "—",
    older: "Older cards",
    newest: "Newest cards",
    issue: {
      title: "Issue a card",
      initialValue: "Initial value",
      initialValueHint: "0.01 to 10000, at most two decimals, e.g. 25.00",
      currency: "Currency",
      customerEmail: "Customer e-mail",
      customerName: "Customer name",
      customerPhone: "Customer phone",
      customerId: "Customer id",
      senderName: "From (sender name)",
      customMessage: "Message on the card",
      submit: "Issue card",
      issued: (last4: string, balance: string) => `Card ending ${last4} issued with a balance of ${balance}.`,
    },
  },
  gdpr: {
    title: "GDPR erasure",
    formTitle: "Erasure request",
    lead: "Erase or export a customer's personal data from gift cards and loyalty memberships in one step. Balances, points and transactions stay, detached from the person; erased member numbers stop working.",
    program: "Program",
    allPrograms: "All programs",
    giftCardPrograms: "Gift-card programs",
    loyaltyPrograms: "Loyalty programs",
    cardId: "Card id",
    cardIdHint: "Optional: 24 characters; erases only this card.",
    memberId: "Member id",
    memberIdHint: "Optional: 24 characters; erases only this member.",
    customerId: "Customer id",
    customerIdHint: "A member's external id counts as their customer id.",
    customerEmail: "Customer e-mail",
    emailHint: "Upper and lower case and surrounding spaces do not matter.",
    reason: "Reason",
    reasonHint: "Optional, at most 1000 characters. Do not put personal data here.",
    check: "Check affected data",
    exportAs: (format: string) => `Export as ${format.toUpperCase()}`,
    exported: (cardCount: number, memberCount: number) =>
      `Exported ${both(cardCount, memberCount)}; the file is in your downloads.`,
    exportNone: "No matching cards or members: there is no data of this customer to export.",
    checking: "Checking…",
    confirmTitle: "Confirm the erasure",
    willAffect: (cardCount: number, memberCount: number) => `${both(cardCount, memberCount)} will be erased.`,
    confirm: (cardCount: number, memberCount: number) => `Erase data from ${both(cardCount, memberCount)}`,
    erasing: "Erasing…",
    cancel: "Change the request",
    noMatch:
      "No matching cards or members: no gift card or membership holds data of this customer (anymore). Nothing was erased.",
    resultTitle: "Erasure completed",
    resultSummary: (cardCount: number, memberCount: number) =>
      `The customer's data was erased from ${both(cardCount, memberCount)}.`,
    requestId: "Request id",
    affectedCards: "Affected cards",
    affectedMembers: "Affected members",
    completedAt: "Completed",
    history: "Past requests",
    noHistory: "No erasure or export requests yet.",
    historyColumns: {
      when: "When",
      kind: "Kind",
      status: "Status",
      identifiedBy: "Identified by",
      cards: "Cards",
      members: "Members",
      role: "Requested by",
    },
    kinds: { erasure: "Erasure", export: "Export" } as Record<string, string>,
    nobody: "Give a customer id, a customer e-mail, a card id or a member id: say whose data to erase.",
  },
  errors: {
    missing: "Required.",
    email: "Enter a valid e-mail address.",
    objectId: "Must be 24 characters 0–9 and a–f.",
    notFound: "Not found for this merchant.",
    conflict: "This program cannot issue gift cards.",
  },
};

export type GiftCardMessages = typeof en;
