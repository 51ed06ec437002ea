import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { connectToDatabase } from "@/lib/db/connect";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { Webhook } from "@/lib/db/models/webhook";
import { findOnePlain, findPlain } from "@/lib/db/plain-read";
import { commandEventsDuring, commandsSentBy } from "@/lib/testing/database-commands";

const merchantId = new Types.ObjectId();
const otherMerchantId = new Types.ObjectId();

/** The find commands' filters and options `work` sends, as the driver's command events show them. */
async function findsSentBy(work: () => Promise<unknown>) {
  return (await commandEventsDuring(work))
    .filter((event) => event.commandName === "find")
    .map((event) => {
      const { filter, projection, limit, singleBatch } = event.command;
      return { filter, projection, limit, singleBatch };
    });
}

beforeAll(async () => {
  await connectToDatabase();
  const webhook = (owner: Types.ObjectId, url: string, enabled: boolean) => ({
    merchantId: owner,
    url,
    events: ["member.created" as const],
    enabled,
    secret: "whsec_test",
  });
  await Webhook.create([
    webhook(merchantId, "https://a.example/hook", true),
    webhook(merchantId, "https://b.example/hook", false),
    webhook(otherMerchantId, "https://c.example/hook", true),
  ]);
});

const byId = <T extends { _id: unknown }>(rows: T[]) =>
  [...rows].sort((a, b) => String(a._id).localeCompare(String(b._id)));

describe("findPlain / findOnePlain: what mongoose's lean reads answer, without a mongoose Query", () => {
  it("answers the documents `find(...).lean()` answers, casting an id given as a string as the schema does", async () => {
    const viaMongoose = await Webhook.find({ merchantId: String(merchantId) }).lean();
    const plain = await findPlain<(typeof viaMongoose)[number]>(Webhook, { merchantId: String(merchantId) });
    expect(plain).toHaveLength(2);
    expect(byId(plain)).toEqual(byId(viaMongoose));
    expect(plain.every((row) => row.merchantId instanceof Types.ObjectId)).toBe(true);
  });

  it("sends the very filter and projection mongoose sends", async () => {
    const projection = { events: 1, enabled: 1 } as const;
    const viaMongoose = await findsSentBy(() =>
      Webhook.find({ merchantId: String(merchantId) }, projection).lean(),
    );
    const plain = await findsSentBy(() =>
      findPlain(Webhook, { merchantId: String(merchantId) }, { projection }),
    );
    expect(plain).toEqual(viaMongoose);
    expect(plain[0]?.filter).toEqual({ merchantId });

    const oneViaMongoose = await findsSentBy(() => Webhook.findOne({ merchantId }).lean());
    const onePlain = await findsSentBy(() => findOnePlain(Webhook, { merchantId }));
    expect(onePlain).toEqual(oneViaMongoose);
  });

  it("keeps the projection: only the named fields and the id come back", async () => {
    const rows = await findPlain<Record<string, unknown>>(
      Webhook,
      { merchantId },
      { projection: { enabled: 1 } },
    );
    expect(rows.map((row) => Object.keys(row).sort())).toEqual([
      ["_id", "enabled"],
      ["_id", "enabled"],
    ]);
  });

  it("reads nothing for a string that is no ObjectId where the schema keeps one (no cast error, no command)", async () => {
    let many: unknown;
    let one: unknown;
    const { sent } = await commandsSentBy(async () => {
      many = await findPlain(Webhook, { merchantId: "not-an-id" });
      one = await findOnePlain(Webhook, { _id: "6b09dac4e1ef83c8fbec27" });
    });
    expect(many).toEqual([]);
    expect(one).toBeNull();
    expect(sent).toEqual([]);
  });

  it("leaves a string path alone even when its value looks like an ObjectId", async () => {
    const serialNumber = String(new Types.ObjectId());
    await ApplePassRegistration.create({
      _id: `device-plain-read:pass.com.example.plain:${serialNumber}`,
      deviceLibraryIdentifier: "device-plain-read",
      passTypeIdentifier: "pass.com.example.plain",
      serialNumber,
      pushToken: "token-plain-read",
      merchantId,
      programId: new Types.ObjectId(),
      installedSince: new Date(),
    });
    const found = await findPlain<{ pushToken: string }>(ApplePassRegistration, { serialNumber });
    expect(found.map((row) => row.pushToken)).toEqual(["token-plain-read"]);
  });
});
