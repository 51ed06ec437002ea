import { describe, expect, it, vi } from "vitest";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { GiftCard } from "@/lib/db/models/gift-card";
import { PurgeTask } from "@/lib/db/models/purge-task";
import { erasureQuerySchema } from "@/lib/schemas/gdpr";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { startBackgroundJobs } from "@/lib/services/background-jobs/background-jobs";
import { eraseCustomerData } from "@/lib/services/gdpr/erase-customer-data";
import { deleteGiftCard } from "@/lib/services/giftcards/delete-gift-card";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";

describe("the server's background jobs", () => {
  it("complete an interrupted erasure and run a due purge when the server starts", async () => {
    const { merchantId, userId } = await merchantWithToken();
    const program = await giftCardProgram(merchantId, { retention_period_days: 30 });
    const issue = (customerEmail: string) =>
      issueGiftCard({
        merchantId,
        programId: program.id,
        input: issueGiftCardSchema.parse({ initialValue: 5, customerEmail }),
      });
    const interrupted = await issue("start@example.com");
    const deleted = await issue("deleted@example.com");
    await expect(
      eraseCustomerData({
        merchantId,
        requester: { userId, role: "owner" },
        query: erasureQuerySchema.parse({}),
        input: { customerEmail: "start@example.com" },
        afterStep: (step) => {
          if (step === "erasing") throw new Error("simulated crash");
        },
      }),
    ).rejects.toThrow("simulated crash");
    // Deleted 31 days ago: its purge is overdue.
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await deleteGiftCard({ merchantId, programId: program.id, cardId: deleted.id, now: () => longAgo });
    expect(await PurgeTask.countDocuments({ targetId: deleted.id })).toBe(1);

    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const jobs = startBackgroundJobs();
    try {
      await vi.waitFor(
        async () => {
          expect((await GiftCard.findById(interrupted.id).lean())?.customerEmail).toBeNull();
          expect((await GiftCard.findById(deleted.id).lean())?.purgedAt).toBeInstanceOf(Date);
        },
        { timeout: 30_000, interval: 200 },
      );
      const [record] = await GdprRequest.find({ merchantId }).lean();
      expect(record?.status).toBe("completed");
    } finally {
      await jobs.stop();
      log.mockRestore();
    }
  }, 60_000);
});
