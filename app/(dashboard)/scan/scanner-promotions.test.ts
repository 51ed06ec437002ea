import { beforeAll, describe, expect, it } from "vitest";
import { scannerPrograms } from "@/app/(dashboard)/scan/scanner-programs";
import { SCANNER_MESSAGES } from "@/components/scanner/i18n/messages";
import { bestPromotion } from "@/lib/promotions/best-promotion";
import { createPromotion } from "@/lib/services/promotions/create-promotion";
import { merchantWithToken } from "@/lib/testing/accounts";
import { loyaltyProgram } from "@/lib/testing/members";

// Issue 29 (decision 051): the scanner knows a program's promotions before a card is read, and words the running one.
const HOUR_MS = 3_600_000;
let merchantId: string;

beforeAll(async () => {
  ({ merchantId } = await merchantWithToken("Scanner promotions"));
});

const window = (fromHours: number, toHours: number) => ({
  startAt: new Date(Date.now() + fromHours * HOUR_MS),
  endAt: new Date(Date.now() + toHours * HOUR_MS),
  timeZone: "Europe/Berlin",
});

describe("the scanner's promotions", () => {
  it("carry each program's promotions that have not ended, and the one running now is the best for a scan", async () => {
    const program = await loyaltyProgram(merchantId, { name: "Promoted", pointsScanPass: 10 });
    const plain = await loyaltyProgram(merchantId, { name: "Plain" });
    const add = (input: Parameters<typeof createPromotion>[0]["input"]) =>
      createPromotion({ merchantId, programId: program.id, input });
    await add({ name: "Happy hour", multiplier: 2, ...window(-1, 1) });
    await add({ name: "Small bonus", bonusPoints: 5, ...window(-1, 1) });
    await add({ name: "Next week", bonusPoints: 500, ...window(24 * 7, 24 * 8) });
    await add({ name: "Last week", bonusPoints: 500, ...window(-24 * 8, -24 * 7) });
    const { loyalty } = await scannerPrograms(merchantId);
    const promoted = loyalty.find((each) => each.id === program.id);
    const names = promoted?.promotions?.windows.map((each) => each.name).sort();
    expect(names).toEqual(["Happy hour", "Next week", "Small bonus"]);
    expect(promoted?.promotions?.forPoints).toBe(10);
    expect(loyalty.find((each) => each.id === plain.id)?.promotions).toBeUndefined();

    const running = promoted?.promotions && bestPromotion(promoted.promotions.windows, new Date(), 10);
    expect(running?.name).toBe("Happy hour");
    expect(SCANNER_MESSAGES.en.promotion.multiplier(2, "Happy hour", null)).toBe("2× points — Happy hour");
    expect(SCANNER_MESSAGES.de.promotion.bonus(50, "Eröffnung", null)).toBe("+50 Bonuspunkte — Eröffnung");
  });
});
