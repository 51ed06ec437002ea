import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { AppKey } from "@/lib/db/models/app-key";
import { User } from "@/lib/db/models/user";

/** Who made an entry (decision 053): the person (an app key's creator) and the app key; null: none acted. */
export type Actor = { actorUserId: string | null; actorAppKeyId: string | null };

/** The names of a page's actors: people by user id, the merchant's app keys by id. */
export type ActorNames = { people: ReadonlyMap<string, string>; appKeys: ReadonlyMap<string, string> };

const idsOf = (values: (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null && Types.ObjectId.isValid(value))),
];

/**
 * The names for one page of entries in two reads, not one per row: the people the page names, by `_id` (so a
 * cashier since removed from the team, or support staff who acted for the merchant, is still named), and the
 * merchant's app keys (a revoked key's row is gone: it has no name).
 */
export async function actorNamesOf({
  merchantId,
  actors,
}: {
  merchantId: string;
  actors: readonly Actor[];
}): Promise<ActorNames> {
  const userIds = idsOf(actors.filter((actor) => !actor.actorAppKeyId).map((actor) => actor.actorUserId));
  const hasKeys = actors.some((actor) => actor.actorAppKeyId);
  if (userIds.length === 0 && !hasKeys) return { people: new Map(), appKeys: new Map() };
  await connectToDatabase();
  const [users, keys] = await Promise.all([
    userIds.length > 0
      ? User.find({ _id: { $in: userIds.map((id) => new Types.ObjectId(id)) } }, { name: 1 }).lean()
      : [],
    hasKeys ? AppKey.find({ merchantId: new Types.ObjectId(merchantId) }, { name: 1 }).lean() : [],
  ]);
  return {
    people: new Map(users.map((user) => [String(user._id), user.name])),
    appKeys: new Map(keys.map((key) => [String(key._id), key.name])),
  };
}
