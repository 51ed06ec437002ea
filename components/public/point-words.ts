import type { PublicMessages } from "./i18n/messages";

/** The program's words for its points, else "stamps" on stamp cards and "points" elsewhere. */
export function pointWords(
  card: { isStampCard: boolean; pointName: { one: string | null; other: string | null } },
  t: PublicMessages["card"],
) {
  const fallback = card.isStampCard ? t.stamps : t.points;
  const one = card.pointName.one?.trim() || card.pointName.other?.trim() || fallback.one;
  const other = card.pointName.other?.trim() || card.pointName.one?.trim() || fallback.other;
  return { one, other, of: (count: number) => (count === 1 ? one : other) };
}
