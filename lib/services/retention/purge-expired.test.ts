import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/clock";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { GiftCard } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { Program } from "@/lib/db/models/program";
import { erasureQuerySchema } from "@/lib/schemas/gdpr";
import { issueGiftCardSchema, listGiftCardsQuerySchema } from "@/lib/schemas/giftcard";
import { listProgramsQuerySchema } from "@/lib/schemas/program";
import { eraseCustomerData } from "@/lib/services/gdpr/erase-customer-data";
import { deleteGiftCard } from "@/lib/services/giftcards/delete-gift-card";
import { deleteGiftCardProgram } from "@/lib/services/giftcards/delete-gift-card-program";
import { getGiftCardOrThrow } from "@/lib/services/giftcards/get-gift-card";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { listGiftCards } from "@/lib/services/giftcards/list-gift-cards";
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
    await expect(
      getGiftCardOrThrow({ merchantId, programId: program.id, cardId: card.id }),
    ).rejects.toMatchObject({ status: 404 });
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
    await expect(
      getGiftCardOrThrow({ merchantId, programId: program.id, cardId: card.id }),
    ).rejects.toMatchObject({ status: 404 });

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
    await expect(
      getGiftCardOrThrow({ merchantId, programId: program.id, cardId: card.id }),
    ).rejects.toMatchObject({ status: 404 });
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
});
