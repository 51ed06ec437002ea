import type { GdprSubjectKind } from "@/lib/db/models/gdpr-request";
import { giftCardSubjects } from "@/lib/services/gdpr/gift-card-subjects";
import { memberSubjects } from "@/lib/services/gdpr/member-subjects";
import type { SubjectKind } from "@/lib/services/gdpr/subject-kinds";

const KINDS = { giftCards: giftCardSubjects, members: memberSubjects } as Record<
  GdprSubjectKind,
  SubjectKind
>;

/** The kinds a request reaches, in a fixed order. Records stored before members existed reached gift cards. */
export function kindsOf(covers: readonly string[] | null | undefined): SubjectKind[] {
  const names = covers ?? ["giftCards"];
  return (["giftCards", "members"] as const)
    .filter((name) => names.includes(name))
    .map((name) => KINDS[name]);
}

const joinedCounts = (counts: { kind: SubjectKind; count: number }[]) =>
  counts.map(({ kind, count }) => kind.count(count)).join(" and ");

const labels = (kinds: SubjectKind[]) =>
  (kinds.length > 0 ? kinds : kindsOf(["giftCards", "members"])).map((kind) => kind.label).join(" or ");

/** The stored and answered messages; for gift cards alone they read as before members existed. */
export const erasureMessages = {
  erased: (counts: { kind: SubjectKind; count: number }[]) =>
    `Erased the customer's data from ${joinedCounts(counts)}`,
  nothingLeft: (kinds: SubjectKind[]) =>
    `No matching ${labels(kinds)} holds data of this customer: nothing was left to erase`,
  dryRun: (counts: { kind: SubjectKind; count: number }[]) =>
    counts.every(({ count }) => count === 0)
      ? `No matching ${labels(counts.map(({ kind }) => kind))} holds data of this customer: nothing would be erased`
      : `${joinedCounts(counts)} would be erased`,
  exported: (counts: { kind: SubjectKind; count: number }[]) => `Exported ${joinedCounts(counts)}`,
};
