import mongoose, { Types } from "mongoose";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ensurePushdownIndexes } from "@/lib/db/embedded/pushdown-indexes";
import { bucketKeyOf, bucketOf, GiftCard, seqKeyOf } from "@/lib/db/models/gift-card";
import { GiftCardEntry } from "@/lib/db/models/gift-card-entry";
import { emailHashOf } from "@/lib/gdpr/subject-hash";
import { listGiftCardsQuerySchema } from "@/lib/schemas/giftcard";
import { listGiftCards } from "@/lib/services/giftcards/list-gift-cards";
import { forgetCardSeq } from "@/lib/services/ledger/card-sequence";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";

const CARDS = 10_000;
let merchantId: string;
let programId: string;

/** Rows as the service writes them, inserted in bulk: issuing 10,000 cards one by one would take minutes. */
beforeAll(async () => {
  ({ merchantId } = await merchantWithToken());
  programId = (await giftCardProgram(merchantId)).id;
  const program = new Types.ObjectId(programId);
  const merchant = new Types.ObjectId(merchantId);
  for (let start = 1; start <= CARDS; start += 1000) {
    const cards = Array.from({ length: 1000 }, (_, index) => {
      const seq = start + index;
      return {
        _id: new Types.ObjectId(),
        merchantId: merchant,
        programId: program,
        seq,
        bucket: bucketOf(seq),
        seqKey: seqKeyOf(program, seq),
        bucketKey: bucketKeyOf(program, bucketOf(seq)),
        cardNumber: String(4_000_000_000_000_000 + seq),
        lastFourDigits: String(seq).padStart(4, "0").slice(-4),
        initialValueCents: 1000,
        currency: "EUR",
        status: seq % 3 === 0 ? "suspended" : "active",
        expiresAt: new Date(Date.now() + 86_400_000),
        customerEmail: seq % 2 === 0 ? "even@example.com" : null,
        customerEmailHash: seq % 2 === 0 ? emailHashOf("even@example.com") : null,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
    });
    await GiftCard.insertMany(cards, { lean: true });
    await GiftCardEntry.insertMany(
      cards.map((card) => ({
        merchantId: merchant,
        programId: program,
        cardId: card._id,
        bucket: card.bucket,
        bucketKey: card.bucketKey,
        sequence: 1,
        kind: "issue",
        amountCents: 1000,
        balanceAfterCents: 1000,
        createdAt: new Date(),
      })),
      { lean: true },
    );
  }
  // As the app's runtime does at start (tools/runtime.ts): the GIN indexes that serve pushed-down equality.
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) {
    const models = [GiftCard, GiftCardEntry] as unknown as Parameters<
      typeof ensurePushdownIndexes
    >[0]["models"];
    await ensurePushdownIndexes({ postgresUrl, databaseName: mongoose.connection.name, models });
  }
}, 600_000);

async function listCounting(query: Record<string, unknown>) {
  forgetCardSeq(programId); // as a freshly started server would: no hint
  let queries = 0;
  mongoose.set("debug", (_collection: string, method: string) => {
    if (method === "find" || method === "findOne") queries++;
  });
  const started = performance.now();
  const page = await listGiftCards({ merchantId, programId, query: listGiftCardsQuerySchema.parse(query) });
  const ms = performance.now() - started;
  mongoose.set("debug", false);
  return { page, queries, ms };
}

describe("listing 10,000 cards of one program", () => {
  it("answers the newest page from a few single-bucket queries, not a scan of every card", async () => {
    const { page, queries, ms } = await listCounting({ limit: 50 });
    expect(page.items).toHaveLength(50);
    expect(page.hasMore).toBe(true);
    expect(page.items[0]?.cardNumber).toBe(String(4_000_000_000_000_000 + CARDS));
    expect(page.items[49]?.cardNumber).toBe(String(4_000_000_000_000_000 + CARDS - 49));
    expect(page.items[0]?.balance).toBe("10.00");
    // About 2·log2(10,000) ≈ 28 single-row probes, then one cards query and one entries query per bucket.
    expect(queries).toBeLessThan(45);
    console.info(`[scale] first page of 50 out of ${CARDS}: ${queries} queries, ${ms.toFixed(0)} ms`);
  });

  it("pages deep and filters in code while walking buckets", async () => {
    const deep = await listCounting({ limit: 100, offset: 5000 });
    expect(deep.page.items[0]?.cardNumber).toBe(String(4_000_000_000_000_000 + CARDS - 5000));
    const suspended = await listCounting({ status: "suspended", limit: 10 });
    const expected = Array.from({ length: 10 }, (_, index) =>
      String(4_000_000_000_000_000 + 9999 - 3 * index),
    );
    expect(suspended.page.items.map((card) => card.cardNumber)).toEqual(expected);
    const evens = await listCounting({ customerEmail: "EVEN@example.com", limit: 5, offset: 1 });
    expect(evens.page.items.map((card) => card.cardNumber)).toEqual(
      [9998, 9996, 9994, 9992, 9990].map((seq) => String(4_000_000_000_000_000 + seq)),
    );
    console.info(
      `[scale] customer filter over 5,000 matching cards: ${evens.queries} queries, ${evens.ms.toFixed(0)} ms`,
    );
    console.info(`[scale] page at offset 5000: ${deep.queries} queries, ${deep.ms.toFixed(0)} ms`);
  });
});
