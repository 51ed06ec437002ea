import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/clock";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { GiftCard } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { Offer } from "@/lib/db/models/offer";
import { PassImage } from "@/lib/db/models/pass-image";
import { PassImageData } from "@/lib/db/models/pass-image-data";
import { Program } from "@/lib/db/models/program";
import { PurgeTask } from "@/lib/db/models/purge-task";
import { Template } from "@/lib/db/models/template";
import { erasureQuerySchema } from "@/lib/schemas/gdpr";
import { issueGiftCardSchema, listGiftCardsQuerySchema } from "@/lib/schemas/giftcard";
import { createOfferSchema } from "@/lib/schemas/offer";
import { createProgramSchema, listProgramsQuerySchema } from "@/lib/schemas/program";
import { eraseCustomerData } from "@/lib/services/gdpr/erase-customer-data";
import { deleteGiftCard } from "@/lib/services/giftcards/delete-gift-card";
import { deleteGiftCardProgram } from "@/lib/services/giftcards/delete-gift-card-program";
import { getGiftCardOrThrow } from "@/lib/services/giftcards/get-gift-card";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { listGiftCards } from "@/lib/services/giftcards/list-gift-cards";
import { createOffer } from "@/lib/services/offers/create-offer";
import { createProgram } from "@/lib/services/programs/create-program";
import { deleteProgram } from "@/lib/services/programs/delete-program";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { listPrograms } from "@/lib/services/programs/list-programs";
import { purgeExpired } from "@/lib/services/retention/purge-expired";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";

let merchantId: string;
let userId: string;

beforeAll(async () => {
  ({ merchantId, userId } = await merchantWithToken());
});

const T0 = new Date("2026-03-01T12:00:00Z");
const at = (date: Date) => () => date;

async function cardIn(programId: string, customerEmail = "keep@example.com") {
  return issueGiftCard({
    merchantId,
    programId,
    input: issueGiftCardSchema.parse({ initialValue: 12, customerEmail, customerName: "Purge Me" }),
    now: at(T0),
  });
}

const ledgerSize = (cardId: string) => GiftCardEntry.countDocuments({ cardId });

/** A card as the API reads it: its program first (a deleted program hides its cards), then the card. */
async function readCard(programId: string, cardId: string) {
  await getProgramOrThrow({ merchantId, programId, programType: "giftcard" });
  return getGiftCardOrThrow({ merchantId, programId, cardId });
}

describe("retention purge", () => {
  it("purges a deleted card at once when the program keeps data 0 days", async () => {
    const program = await giftCardProgram(merchantId, { retention_period_days: 0 });
    const card = await cardIn(program.id);
    const neighbour = await cardIn(program.id);
    expect(await ledgerSize(card.id)).toBe(1);
    await deleteGiftCard({ merchantId, programId: program.id, cardId: card.id, now: at(T0) });
    const stored = await GiftCard.findById(card.id).lean();
    expect(stored?.purgedAt).toEqual(T0);
    expect(stored?.customerEmail).toBeNull();
    expect(stored?.cardNumber).toBe(`purged-${card.id}`);
    expect(await ledgerSize(card.id)).toBe(0);
    await expect(readCard(program.id, card.id)).rejects.toMatchObject({ status: 404 });
    const page = await listGiftCards({
      merchantId,
      programId: program.id,
      query: listGiftCardsQuerySchema.parse({}),
    });
    expect(page.items.map((item) => item.id)).toEqual([neighbour.id]);
    // The tombstone keeps its sequence slot, so the next card still gets a fresh, dense number.
    const next = await cardIn(program.id);
    expect((await GiftCard.findById(next.id).lean())?.seq).toBe(3);
  });

  it("keeps a deleted card for 30 days and purges it after, by a moved clock", async () => {
    const program = await giftCardProgram(merchantId, { retention_period_days: 30 });
    const card = await cardIn(program.id);
    await deleteGiftCard({ merchantId, programId: program.id, cardId: card.id, now: at(T0) });
    await expect(readCard(program.id, card.id)).rejects.toMatchObject({ status: 404 });

    await purgeExpired({ now: at(addDays(T0, 29)) });
    expect((await GiftCard.findById(card.id).lean())?.customerEmail).toBe("keep@example.com");
    expect(await ledgerSize(card.id)).toBe(1);

    const summary = await purgeExpired({ now: at(addDays(T0, 30)) });
    expect(summary.purged).toBeGreaterThanOrEqual(1);
    const purged = await GiftCard.findById(card.id).lean();
    expect(purged?.purgedAt).toEqual(addDays(T0, 30));
    expect(purged?.customerEmail).toBeNull();
    expect(await ledgerSize(card.id)).toBe(0);
    expect((await purgeExpired({ now: at(addDays(T0, 31)) })).purged).toBe(0);
  });

  it("forgets the audit record's HMACs after the program's period", async () => {
    const program = await giftCardProgram(merchantId, { retention_period_days: 30 });
    await cardIn(program.id, "hashed@example.com");
    const result = await eraseCustomerData({
      merchantId,
      requester: { userId, role: "owner" },
      query: erasureQuerySchema.parse({ programId: program.id }),
      input: { customerEmail: "hashed@example.com" },
      now: at(T0),
    });
    expect((await GdprRequest.findById(result.requestId).lean())?.subject?.emailHash).toMatch(
      /^[0-9a-f]{64}$/,
    );
    await purgeExpired({ now: at(addDays(T0, 29)) });
    expect((await GdprRequest.findById(result.requestId).lean())?.subject?.emailHash).not.toBeNull();
    await purgeExpired({ now: at(addDays(T0, 30)) });
    const record = await GdprRequest.findById(result.requestId).lean();
    expect(record?.subject?.emailHash).toBeNull();
    expect(record?.status).toBe("completed");
  });

  it("hides a deleted program and its cards at once, and purges all of it after 30 days", async () => {
    const program = await giftCardProgram(merchantId, { retention_period_days: 30 });
    const card = await cardIn(program.id, "program-gone@example.com");
    await deleteGiftCardProgram({ merchantId, programId: program.id, now: at(T0) });
    await expect(getProgramOrThrow({ merchantId, programId: program.id })).rejects.toMatchObject({
      status: 404,
    });
    const listed = await listPrograms({ merchantId, query: listProgramsQuerySchema.parse({}) });
    expect(listed.items.map((item) => item.id)).not.toContain(program.id);
    await expect(readCard(program.id, card.id)).rejects.toMatchObject({ status: 404 });
    // Until the purge the customer's data still exists, so an erasure may still reach it.
    const erased = await eraseCustomerData({
      merchantId,
      requester: { userId, role: "owner" },
      query: erasureQuerySchema.parse({ programId: program.id }),
      input: { customerEmail: "program-gone@example.com" },
      now: at(T0),
    });
    expect(erased.affectedCards).toEqual([card.id]);

    await purgeExpired({ now: at(addDays(T0, 29)) });
    expect(await Program.findById(program.id).lean()).not.toBeNull();
    expect(await ledgerSize(card.id)).toBe(1);
    await purgeExpired({ now: at(addDays(T0, 30)) });
    expect(await Program.findById(program.id).lean()).toBeNull();
    expect(await GiftCard.findById(card.id).lean()).toBeNull();
    expect(await ledgerSize(card.id)).toBe(0);
  });

  it("purges a deleted program with 0 days at once", async () => {
    const program = await giftCardProgram(merchantId, { retention_period_days: 0 });
    const card = await cardIn(program.id);
    await deleteGiftCardProgram({ merchantId, programId: program.id, now: at(T0) });
    expect(await Program.findById(program.id).lean()).toBeNull();
    expect(await GiftCard.findById(card.id).lean()).toBeNull();
  });

  it("purges a deleted loyalty program with its offers and their images after its period", async () => {
    const program = await createProgram({
      merchantId,
      input: createProgramSchema.parse({
        passTypeIdentifier: "pass.com.example.life",
        name: "Loyal",
        retention_period_days: 14,
      }),
    });
    const offer = await createOffer({
      merchantId,
      programId: program.id,
      input: createOfferSchema.parse({ name: "Deal" }),
    });
    const data = await PassImageData.create({ merchantId, data: Buffer.from("png") });
    await PassImage.create({
      merchantId,
      programId: program.id,
      offerId: offer.id,
      type: "strip",
      resolution: "ultra",
      width: 1,
      height: 1,
      bytes: 3,
      sha256: "0".repeat(64),
      dataId: data._id,
    });
    const template = await Template.create({
      merchantId,
      name: "Card",
      passType: "storeCard",
      programId: program.id,
    });

    await deleteProgram({ merchantId, programId: program.id, now: at(T0) });
    await expect(getProgramOrThrow({ merchantId, programId: program.id })).rejects.toMatchObject({
      status: 404,
    });
    expect((await PurgeTask.findOne({ targetId: program.id }).lean())?.dueAt).toEqual(addDays(T0, 14));

    await purgeExpired({ now: at(addDays(T0, 13)) });
    expect(await Program.findById(program.id).lean()).not.toBeNull();
    expect(await Offer.findById(offer.id).lean()).not.toBeNull();

    await purgeExpired({ now: at(addDays(T0, 14)) });
    expect(await Program.findById(program.id).lean()).toBeNull();
    expect(await Offer.findById(offer.id).lean()).toBeNull();
    expect(await PassImage.countDocuments({ merchantId, offerId: offer.id })).toBe(0);
    expect(await PassImageData.findById(data._id).lean()).toBeNull();
    const kept = await Template.findById(template._id).lean();
    expect(kept?.name).toBe("Card");
    expect(kept?.programId).toBeNull();
    expect(await PurgeTask.countDocuments({ targetId: program.id })).toBe(0);
  });
});
