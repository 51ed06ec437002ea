import { csvCell } from "@/lib/csv/csv-cell";
import { EXPORT_CSV_COLUMNS } from "@/lib/schemas/gdpr";
import { type ExportedMember, MEMBER_EXPORT_CSV_COLUMNS } from "@/lib/schemas/loyalty-gdpr";
import type { ExportedCard } from "@/lib/services/gdpr/gift-card-subjects";

type Row = Record<string, unknown>;

const csvOf = (columns: readonly string[], rows: Row[]) =>
  `${[columns.join(","), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(","))].join("\r\n")}\r\n`;

/** A card's transactions as `sequence:kind:amount` joined by spaces. */
const cardRow = (card: ExportedCard): Row => ({
  ...card,
  transactions: card.transactions.map((entry) => `${entry.sequence}:${entry.kind}:${entry.amount}`).join(" "),
});

/** A member's custom fields as JSON; consent and UTM a column each; its ledger as `sequence:source:points` joined by spaces. */
const memberRow = (member: ExportedMember): Row => ({
  ...member,
  termsAcceptedAt: member.consent?.termsAt,
  privacyAcceptedAt: member.consent?.privacyAt,
  marketingConsentAt: member.consent?.marketingAt,
  consentIp: member.consent?.ip,
  utmSource: member.utm?.source,
  utmMedium: member.utm?.medium,
  utmCampaign: member.utm?.campaign,
  customFields: JSON.stringify(member.customFields),
  entries: member.entries.map((entry) => `${entry.sequence}:${entry.source}:${entry.points}`).join(" "),
});

/** One row per card. */
export const toExportCsv = (cards: ExportedCard[]): string => csvOf(EXPORT_CSV_COLUMNS, cards.map(cardRow));

/** One row per membership. */
export const toMemberExportCsv = (members: ExportedMember[]): string =>
  csvOf(MEMBER_EXPORT_CSV_COLUMNS, members.map(memberRow));

/**
 * Gift cards and members in one table: `kind` (`giftCard` or `member`) first, then the columns of both
 * (shared names such as `id`, `balance` once); a row leaves the other kind's columns empty.
 */
export function toPersonExportCsv({ cards, members }: { cards: ExportedCard[]; members: ExportedMember[] }) {
  const columns = ["kind", ...new Set<string>([...EXPORT_CSV_COLUMNS, ...MEMBER_EXPORT_CSV_COLUMNS])];
  return csvOf(columns, [
    ...cards.map((card) => ({ kind: "giftCard", ...cardRow(card) })),
    ...members.map((member) => ({ kind: "member", ...memberRow(member) })),
  ]);
}
