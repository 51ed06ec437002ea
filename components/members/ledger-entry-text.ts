// The history's words are shared with the customer's card page (issue 28): one mapping, lib/members.
export { ledgerEntryText } from "@/lib/members/ledger-entry-text";
