import type { Types } from "mongoose";
import { insertUnordered } from "@/lib/db/insert-unordered";
import { Member } from "@/lib/db/models/member";
import { MemberKey } from "@/lib/db/models/member-key";
import type { MemberImportKey } from "@/lib/schemas/member-import";
import type { ImportCandidate } from "@/lib/services/members/import-rows";
import { claimKey, type KeyOwner, releaseMemberKeys } from "@/lib/services/members/member-keys";

/** A row whose e-mail, phone or external id a member already has: that member, or an earlier row of the batch. */
export type ImportDuplicate = {
  row: number;
  matchedKey: MemberImportKey;
  memberId: Types.ObjectId;
  memberNumber: string | null;
  /** The earlier row of this batch that holds the key (its member number is known once it is stored). */
  sameAs?: ImportCandidate;
};

type Key = ImportCandidate["keys"][number];
type Ids = { merchantId: Types.ObjectId; programId: Types.ObjectId };

const HASH_FIELDS = { email: "emailHash", phone: "phoneHash", externalId: "externalIdHash" } as const;

/**
 * The one member of the program carrying the key's value, found by its HMAC (`{emailHash, merchantId}`…, one
 * read): the holder of the key in every case but a change or erasure in flight, which `holderOf` sorts out.
 */
async function memberWithValue(key: Key, ids: Ids) {
  const filter = { [HASH_FIELDS[key.field]]: key.hash, merchantId: ids.merchantId };
  const found = await Member.find(filter, { memberNumber: 1, programId: 1 }).lean();
  const inProgram = found.filter((member) => String(member.programId) === String(ids.programId));
  return inProgram.length === 1 ? inProgram[0] : undefined;
}

/** Who holds a key this batch did not get (by the key row), or null when it was an orphan and is now ours. */
async function holderOf(key: Key, owner: KeyOwner) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const held = await MemberKey.findById(key.keyId, { memberId: 1 }).lean();
    if (!held) {
      if (await claimKey(key.keyId, owner)) return null;
      continue;
    }
    const member = await Member.findById(held.memberId, { memberNumber: 1 }).lean();
    if (member) return { memberId: held.memberId, memberNumber: member.memberNumber };
    // A key without its member: a join in progress (reported with the member to come), or an orphan of a
    // crashed join, which claimKey takes over after a minute (decision 011).
    if (await claimKey(key.keyId, owner)) return null;
    return { memberId: held.memberId, memberNumber: null };
  }
  return null;
}

/**
 * The first of the candidate's refused keys another member really holds (null if every one is ours now), and
 * the refused keys it took over as orphans on the way (its own now, to be given back if it is a duplicate).
 */
async function firstHeld(
  candidate: ImportCandidate,
  refused: Key[],
  ids: Ids,
  ownedHere: Map<string, ImportCandidate>,
) {
  const takenOver: Key[] = [];
  for (const key of refused) {
    const earlier = ownedHere.get(key.keyId);
    if (earlier)
      return { held: { key, memberId: earlier.memberId, memberNumber: null, sameAs: earlier }, takenOver };
    const member = await memberWithValue(key, ids);
    if (member) return { held: { key, memberId: member._id, memberNumber: member.memberNumber }, takenOver };
    const holder = await holderOf(key, { ...ids, memberId: candidate.memberId });
    if (holder) return { held: { key, ...holder }, takenOver };
    takenOver.push(key);
  }
  return { held: null, takenOver };
}

/** Splits candidates so that no two in one round share a key: the later ones wait for the next round. */
function roundOf(pending: ImportCandidate[]) {
  const leaders: ImportCandidate[] = [];
  const followers: ImportCandidate[] = [];
  const taken = new Set<string>();
  for (const candidate of pending) {
    if (candidate.keys.some((key) => taken.has(key.keyId))) {
      followers.push(candidate);
      continue;
    }
    leaders.push(candidate);
    for (const key of candidate.keys) taken.add(key.keyId);
  }
  return { leaders, followers };
}

/**
 * Claims the keys of every candidate with one unordered insert per round, as `claimMemberKeys` does one by one
 * (decision 011): a key row's unique `_id` lets exactly one member of the program have an e-mail, phone or
 * external id, across concurrent imports and joins. A candidate that loses any key gives back the ones it won
 * and becomes a duplicate of the holder. Rows of the batch sharing a key go in later rounds, so the later row
 * is a duplicate of the earlier one.
 */
export async function claimImportKeys({ ids, candidates }: { ids: Ids; candidates: ImportCandidate[] }) {
  const claimed: ImportCandidate[] = [];
  const duplicates: ImportDuplicate[] = [];
  const ownedHere = new Map<string, ImportCandidate>();
  let pending = candidates;
  while (pending.length > 0) {
    const { leaders, followers } = roundOf(pending);
    const placed = leaders.flatMap((candidate) => candidate.keys.map((key) => ({ candidate, key })));
    const createdAt = new Date();
    const failed = await insertUnordered(
      MemberKey.collection,
      placed.map(({ candidate, key }) => ({
        _id: key.keyId as never,
        ...ids,
        memberId: candidate.memberId,
        createdAt,
      })),
    );
    const refusedOf = new Map<ImportCandidate, Key[]>();
    placed.forEach(({ candidate, key }, index) => {
      if (failed.has(index)) refusedOf.set(candidate, [...(refusedOf.get(candidate) ?? []), key]);
    });
    const outcomes = await Promise.all(
      leaders.map(async (candidate) => {
        const refused = refusedOf.get(candidate);
        const outcome = refused ? await firstHeld(candidate, refused, ids, ownedHere) : null;
        return {
          candidate,
          refused: refused ?? [],
          held: outcome?.held ?? null,
          takenOver: outcome?.takenOver ?? [],
        };
      }),
    );
    for (const { candidate, refused, held, takenOver } of outcomes) {
      if (!held) {
        claimed.push(candidate);
        for (const key of candidate.keys) ownedHere.set(key.keyId, candidate);
        continue;
      }
      const won = candidate.keys.filter((key) => !refused.includes(key) || takenOver.includes(key));
      await releaseMemberKeys({ memberId: candidate.memberId, keyIds: won.map((key) => key.keyId) });
      const { key, ...holder } = held;
      duplicates.push({ row: candidate.row, matchedKey: key.field, ...holder });
    }
    pending = followers;
  }
  return { claimed, duplicates };
}
