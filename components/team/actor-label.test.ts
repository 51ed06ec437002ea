import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { actorLabel } from "@/components/team/actor-label";
import { AppKey } from "@/lib/db/models/app-key";
import { User } from "@/lib/db/models/user";
import { createAppKeySchema } from "@/lib/schemas/app-key";
import { createAppKey } from "@/lib/services/app-keys/create-app-key";
import { type Actor, actorNamesOf } from "@/lib/services/team/actor-names";
import { merchantWithToken, teamMemberWithToken } from "@/lib/testing/accounts";
import { commandEventsDuring } from "@/lib/testing/database-commands";

// Issue 30, "Who did it" (decision 053): a history names who made each entry, resolved once per page.
const words = {
  apiKey: (name: string | null) => (name ? `API key ${name}` : "API key (revoked)"),
  none: "—",
};

async function finds(run: () => Promise<unknown>) {
  return (await commandEventsDuring(run))
    .filter((event) => event.commandName === "find")
    .map((event) => String(event.command.find));
}

describe("the actors of a page of entries", () => {
  it("names a person, an app key, a revoked key and nobody, with one read of people and one of keys", async () => {
    const owner = await merchantWithToken("Named");
    const cashier = await teamMemberWithToken(owner.merchantId, "cashier");
    await User.updateOne({ _id: cashier.userId }, { $set: { name: "Carla Cashier" } });
    const key = await createAppKey({
      merchantId: owner.merchantId,
      createdBy: owner.userId,
      input: createAppKeySchema.parse({ name: "Till app" }),
    });
    const revoked = await createAppKey({
      merchantId: owner.merchantId,
      createdBy: owner.userId,
      input: createAppKeySchema.parse({ name: "Old till" }),
    });
    await AppKey.deleteOne({ _id: revoked.id });
    const rows: Actor[] = [
      { actorUserId: cashier.userId, actorAppKeyId: null },
      { actorUserId: owner.userId, actorAppKeyId: key.id },
      { actorUserId: owner.userId, actorAppKeyId: revoked.id },
      { actorUserId: null, actorAppKeyId: null },
      { actorUserId: String(new Types.ObjectId()), actorAppKeyId: null },
      ...Array.from({ length: 15 }, () => ({ actorUserId: cashier.userId, actorAppKeyId: null })),
    ];
    let names: Awaited<ReturnType<typeof actorNamesOf>> | undefined;
    const reads = await finds(async () => {
      names = await actorNamesOf({ merchantId: owner.merchantId, actors: rows });
    });
    expect(reads.sort()).toEqual(["app_keys", "users"]);
    const labels = rows
      .slice(0, 6)
      .map((row) => actorLabel(row, names ?? { people: new Map(), appKeys: new Map() }, words));
    expect(labels).toEqual([
      "Carla Cashier",
      "API key Till app",
      "API key (revoked)",
      "—",
      "—",
      "Carla Cashier",
    ]);
  });

  it("reads nothing for a page no one acted on, and never another merchant's keys", async () => {
    const owner = await merchantWithToken("Quiet");
    const other = await merchantWithToken("Other");
    const foreign = await createAppKey({
      merchantId: other.merchantId,
      createdBy: other.userId,
      input: createAppKeySchema.parse({ name: "Their key" }),
    });
    expect(
      await finds(() =>
        actorNamesOf({ merchantId: owner.merchantId, actors: [{ actorUserId: null, actorAppKeyId: null }] }),
      ),
    ).toEqual([]);
    const names = await actorNamesOf({
      merchantId: owner.merchantId,
      actors: [{ actorUserId: other.userId, actorAppKeyId: foreign.id }],
    });
    expect(actorLabel({ actorUserId: other.userId, actorAppKeyId: foreign.id }, names, words)).toBe(
      "API key (revoked)",
    );
  });
});
