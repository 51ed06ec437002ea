import { disconnectFromDatabase } from "@/lib/db/connect";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { erasureQuerySchema } from "@/lib/schemas/gdpr";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { eraseCustomerData } from "@/lib/services/gdpr/erase-customer-data";
import { deleteGiftCard } from "@/lib/services/giftcards/delete-gift-card";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { merchantWithToken, TEST_PASSWORD } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";

// Run by e2e/multi-process.spec.ts (tsx, MONGODB_URI = the spec's own database) before it starts two servers:
// work a crashed server left behind. Prints what it made as one JSON line.
const INTERRUPTED_ERASURES = 3;
const DUE_PURGES = 20;

async function issue(merchantId: string, programId: string, customerEmail: string) {
  const input = issueGiftCardSchema.parse({ initialValue: 5, customerEmail });
  return issueGiftCard({ merchantId, programId, input });
}

async function main() {
  const erasureIds: string[] = [];
  // One merchant each: a merchant's next erasure request would complete its earlier interrupted one.
  for (let i = 0; i < INTERRUPTED_ERASURES; i++) {
    const { merchantId, userId } = await merchantWithToken(`Crashed ${i}`);
    const program = await giftCardProgram(merchantId);
    await issue(merchantId, program.id, `erase-${i}@example.com`);
    await eraseCustomerData({
      merchantId,
      requester: { userId, role: "owner" },
      query: erasureQuerySchema.parse({}),
      input: { customerEmail: `erase-${i}@example.com` },
      afterStep: (step) => {
        if (step === "erasing") throw new Error("simulated crash");
      },
    }).catch(() => undefined);
    const [request] = await GdprRequest.find({ merchantId }).lean();
    if (request?.status !== "erasing") throw new Error("the simulated crash left no erasing request");
    erasureIds.push(String(request._id));
  }
  const owner = await merchantWithToken("Purges");
  const program = await giftCardProgram(owner.merchantId, { retention_period_days: 1 });
  const purgeCardIds: string[] = [];
  const deletedAt = new Date(Date.now() - 3 * 86_400_000);
  for (let i = 0; i < DUE_PURGES; i++) {
    const card = await issue(owner.merchantId, program.id, `purge-${i}@example.com`);
    await deleteGiftCard({
      merchantId: owner.merchantId,
      programId: program.id,
      cardId: card.id,
      now: () => deletedAt,
    });
    purgeCardIds.push(card.id);
  }
  console.log(JSON.stringify({ erasureIds, purgeCardIds, email: owner.email, password: TEST_PASSWORD }));
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
