import { Types } from "mongoose";
import { Member } from "@/lib/db/models/member";
import type { MemberImportResponse, MemberImportResult } from "@/lib/schemas/member-import";
import { recordChange } from "@/lib/services/changes/record-change";
import { insertImportedMembers } from "@/lib/services/members/import-insert";
import { claimImportKeys, type ImportDuplicate } from "@/lib/services/members/import-keys";
import { creditImportedMembers } from "@/lib/services/members/import-points";
import { checkImportRows, type ImportCandidate } from "@/lib/services/members/import-rows";
import { skipWelcomes } from "@/lib/services/members/import-welcomes";
import { membersImported } from "@/lib/services/members/member-changes";
import { releaseMemberKeys } from "@/lib/services/members/member-keys";
import type { StoredMember } from "@/lib/services/members/points-ledger";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

function duplicateResult(duplicate: ImportDuplicate, stored: Map<string, StoredMember>): MemberImportResult {
  const earlier = duplicate.sameAs ? stored.get(String(duplicate.sameAs.memberId)) : undefined;
  return {
    row: duplicate.row,
    status: "duplicate",
    matchedKey: duplicate.matchedKey,
    memberId: String(duplicate.memberId),
    memberNumber: earlier?.memberNumber ?? duplicate.memberNumber,
  };
}

/**
 * The claimed rows stored as members; if that fails, the keys of the rows left without a member are given back
 * (as a failed join does), so a retry creates them instead of calling them duplicates of nobody.
 */
async function insertOrRelease(
  ids: { merchantId: Types.ObjectId; programId: Types.ObjectId },
  claimed: ImportCandidate[],
) {
  try {
    return await insertImportedMembers({ ids, candidates: claimed });
  } catch (error) {
    await Promise.all(
      claimed.map(async ({ memberId, keys }) => {
        if (await Member.exists({ _id: memberId })) return;
        await releaseMemberKeys({ memberId, keyIds: keys.map((key) => key.keyId) });
      }),
    );
    throw error;
  }
}

/**
 * A batch of rows joins the program (decision 019). Each row is checked as a join is; a row refused for its
 * values, or whose e-mail, phone or external id a member already has (`duplicate`, so importing a file again
 * creates nothing twice), never stops the others. The rest is written in bulk with every rule a join keeps:
 * keys claimed per program, a dense block of member numbers, the opening balance and the data rules' points,
 * and the change recorded (`member.created` / `points.changed` for the webhooks, the overview's counts). Answers one result per row, in order.
 * The welcome automation greets the new members only when the batch asks (`welcome`, decision 050).
 */
export async function importMembers({
  merchantId,
  programId,
  rows,
  welcome = false,
}: {
  merchantId: string;
  programId: string;
  rows: unknown[];
  welcome?: boolean;
}): Promise<MemberImportResponse> {
  const program = await getProgramOrThrow({
    merchantId,
    programId,
    programType: "loyalty",
    acceptArchived: false,
  });
  const ids = { merchantId: new Types.ObjectId(merchantId), programId: program._id };
  const { candidates, refused } = checkImportRows({ program, rows });
  const { claimed, duplicates } = await claimImportKeys({ ids, candidates });
  if (!welcome)
    await skipWelcomes({
      programId: program._id,
      memberIds: claimed.map((row) => row.memberId),
      at: new Date(),
    });
  const members = await insertOrRelease(ids, claimed);
  const storedById = new Map(members.map((member) => [String(member._id), member]));
  const openingOf = new Map(
    claimed.map((candidate) => [String(candidate.memberId), candidate.openingPoints]),
  );
  const entries = await creditImportedMembers({
    members: members.map((member) => ({ member, openingPoints: openingOf.get(String(member._id)) ?? 0 })),
    program,
  });
  if (members.length > 0)
    await recordChange(membersImported({ merchantId: ids.merchantId, members, entries, at: new Date() }));

  const results: MemberImportResult[] = [
    ...refused,
    ...duplicates.map((duplicate) => duplicateResult(duplicate, storedById)),
    ...claimed.map((candidate): MemberImportResult => {
      const member = storedById.get(String(candidate.memberId)) as StoredMember;
      return {
        row: candidate.row,
        status: "created",
        memberId: String(member._id),
        memberNumber: member.memberNumber,
      };
    }),
  ].sort((a, b) => a.row - b.row);
  const count = (status: MemberImportResult["status"]) =>
    results.filter((result) => result.status === status).length;
  return { results, created: count("created"), duplicates: count("duplicate"), refused: count("refused") };
}
