import { beforeAll, describe, expect, it } from "vitest";
import { createMessageSchema } from "@/lib/schemas/message";
import { issueCardLink } from "@/lib/services/card-link-store/card-links";
import { getMemberCard } from "@/lib/services/card-links/member-card";
import { createMessage } from "@/lib/services/messages/create-message";
import { fanOutMessage } from "@/lib/services/messages/fan-out-message";
import { RECENT_MESSAGES_MAX } from "@/lib/services/wallet/pass-source";
import { merchantWithToken } from "@/lib/testing/accounts";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";

// Issue 29: the card page lists the newest messages the member received, newest first, a handful.
let owner: Awaited<ReturnType<typeof merchantWithToken>>;

beforeAll(async () => {
  owner = await merchantWithToken("Message History Café");
});

async function linkOf(programId: string, memberId: string) {
  return issueCardLink({
    subject: { kind: "member", id: memberId },
    merchantId: owner.merchantId,
    programId,
    language: "en",
    linkId: `test-messages-${memberId}`,
    reason: "join",
  });
}

/** A message to the given members, fanned out at `at` (what the outbox's `message` row does when due). */
async function send(programId: string, memberIds: string[], text: string, at: Date) {
  const input = createMessageSchema.parse({ text, kind: "service", audience: { memberIds } });
  const message = await createMessage({ merchantId: owner.merchantId, programId, input, now: () => at });
  await fanOutMessage({ messageId: message.id, at });
}

describe("the member's card page: messages from the shop", () => {
  it("lists the newest messages the member received, newest first, and none sent to others", async () => {
    const program = await loyaltyProgram(owner.merchantId, { name: "Messages" });
    const ada = await joinedMember(owner.merchantId, program.id, { email: "ada-messages@example.com" });
    const bob = await joinedMember(owner.merchantId, program.id, { email: "bob-messages@example.com" });
    const token = await linkOf(program.id, ada.id);
    expect((await getMemberCard({ token }))?.messages).toEqual([]);

    const start = Date.UTC(2026, 10, 1, 9);
    const count = RECENT_MESSAGES_MAX + 2;
    for (let index = 0; index < count; index++) {
      await send(program.id, [ada.id], `Note ${index}`, new Date(start + index * 3_600_000));
    }
    await send(program.id, [bob.id], "Only for Bob", new Date(start + count * 3_600_000));

    const card = await getMemberCard({ token });
    const expected = Array.from({ length: RECENT_MESSAGES_MAX }, (_, i) => `Note ${count - 1 - i}`);
    expect(card?.messages.map((message) => message.text)).toEqual(expected);
    expect(card?.messages[0]?.at).toEqual(new Date(start + (count - 1) * 3_600_000));
  });
});
