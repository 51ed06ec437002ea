import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { scannerPrograms } from "@/app/(dashboard)/scan/scanner-programs";
import { Program } from "@/lib/db/models/program";
import { LIST_LIMIT } from "@/lib/schemas/program";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { loyaltyProgram } from "@/lib/testing/members";

const LOYALTY = LIST_LIMIT.max + 5;
const nameOf = (index: number) => `Program ${String(index).padStart(4, "0")}`;
let merchantId: string;

/**
 * More loyalty programs than one list page holds, and gift-card programs whose names sort first (so a single
 * page by name held fewer loyalty programs still): one made by the service, the rest its copies in bulk.
 */
beforeAll(async () => {
  ({ merchantId } = await merchantWithToken("Many Programs"));
  const first = await loyaltyProgram(merchantId, { name: nameOf(0), scannerType: "Browser" });
  const stored = await Program.findById(first.id).lean();
  if (!stored) throw new Error("the program was just created");
  const copies = Array.from({ length: LOYALTY - 1 }, (_, index) => ({
    ...stored,
    _id: new Types.ObjectId(),
    name: nameOf(index + 1),
    ...(index === 41 && { status: "archived", archivedAt: new Date() }),
  }));
  copies.push({ ...stored, _id: new Types.ObjectId(), name: "Program deleted", deletedAt: new Date() });
  await Program.insertMany(copies, { lean: true });
  for (const name of ["Gift A", "Gift B", "Gift C"]) await giftCardProgram(merchantId, { name });
  const stranger = await merchantWithToken("Someone Else");
  await loyaltyProgram(stranger.merchantId, { name: "Program of another merchant" });
}, 120_000);

describe("the scanner's programs", () => {
  it("are every loyalty program of the merchant, by name, past one page of the list", async () => {
    const { loyalty: programs } = await scannerPrograms(merchantId);
    expect(programs).toHaveLength(LOYALTY);
    expect(programs.map((program) => program.name)).toEqual(
      Array.from({ length: LOYALTY }, (_, index) => nameOf(index)),
    );
    expect(new Set(programs.map((program) => program.id)).size).toBe(LOYALTY);
    expect(programs.filter((program) => program.isArchived).map((program) => program.name)).toEqual([
      nameOf(42),
    ]);
    expect(programs[0]).toMatchObject({ scannerType: "Browser", dynamicScanPoints: false, pointName: null });
  });

  it("and every gift-card program of the merchant, by name, whose cards the counter looks up by number", async () => {
    const { giftCards } = await scannerPrograms(merchantId);
    expect(giftCards.map((program) => program.name)).toEqual(["Gift A", "Gift B", "Gift C"]);
  });
});
