import type { Actor, ActorNames } from "@/lib/services/team/actor-names";

/** The words of a "By" cell, from the page's catalogue. */
export type ActorWords = {
  /** An app key by its name; null: the key was revoked (its row, and name, are gone). */
  apiKey: (name: string | null) => string;
  /** No one acted (a public join, a background job, an entry from before issue 30) or the person is unknown. */
  none: string;
};

/** Who did it, as the dashboard's histories name it: the app key when one acted, else the person, else "—". */
export function actorLabel(actor: Actor, names: ActorNames, words: ActorWords): string {
  if (actor.actorAppKeyId) return words.apiKey(names.appKeys.get(actor.actorAppKeyId) ?? null);
  if (actor.actorUserId) return names.people.get(actor.actorUserId) ?? words.none;
  return words.none;
}
