import type { GiftCardScannerProgram, ScannerProgram } from "@/components/scanner/scanner-program";
import { LIST_LIMIT } from "@/lib/schemas/program";
import { listPrograms } from "@/lib/services/programs/list-programs";
import { scannerPromotions } from "@/lib/services/promotions/scanner-promotions";

type ListedProgram = Awaited<ReturnType<typeof listPrograms>>["items"][number];

const toScannerProgram = (program: ListedProgram): ScannerProgram => ({
  id: program.id,
  name: program.name,
  scannerType: program.scannerType ?? null,
  dynamicScanPoints: Boolean(program.dynamicScanPoints),
  isArchived: program.status === "archived",
  pointName: program.customPointsName ?? null,
});

/**
 * Every program of the merchant, by name, as the scanner needs them: the loyalty programs (whose members are
 * scanned) and the gift-card programs (whose cards are looked up by number and redeemed). Read page by page, so a
 * merchant with more programs than one page holds still finds each of them.
 */
export async function scannerPrograms(
  merchantId: string,
): Promise<{ loyalty: ScannerProgram[]; giftCards: GiftCardScannerProgram[] }> {
  const loyalty = new Map<string, ScannerProgram>();
  const giftCards = new Map<string, GiftCardScannerProgram>();
  const scanPoints = new Map<string, number>();
  for (let page = 1; ; page++) {
    const { items, total } = await listPrograms({
      merchantId,
      query: { q: null, page, limit: LIST_LIMIT.max, offset: null, sort: "name" },
    });
    for (const program of items) {
      if (program.programType === "loyalty") loyalty.set(program.id, toScannerProgram(program));
      if (program.programType === "loyalty") scanPoints.set(program.id, program.pointsScanPass ?? 0);
      else if (program.programType === "giftcard")
        giftCards.set(program.id, {
          id: program.id,
          name: program.name,
          requiresSecurityCode: Boolean(program.requireSecurityCode),
        });
    }
    if (items.length < LIST_LIMIT.max || page * LIST_LIMIT.max >= total) break;
  }
  // Decision 051: the scanner says which promotion a scan earns under before the card is read.
  const promotions = await scannerPromotions({ merchantId });
  for (const [id, windows] of promotions) {
    const program = loyalty.get(id);
    if (program)
      program.promotions = { windows, forPoints: program.dynamicScanPoints ? 10 : (scanPoints.get(id) ?? 0) };
  }
  return { loyalty: [...loyalty.values()], giftCards: [...giftCards.values()] };
}
