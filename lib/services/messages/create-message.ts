import { type Clock, systemClock } from "@/lib/clock";
import { PassMessage } from "@/lib/db/models/pass-message";
import type { CreateMessageInput, MessageDto } from "@/lib/schemas/message";
import { recordChange } from "@/lib/services/changes/record-change";
import { assertAudience } from "@/lib/services/messages/audience-rules";
import { type StoredMessage, toMessageDto } from "@/lib/services/messages/message-dto";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/**
 * Stores a message and nothing else: its fan-out is the outbox's `message` row, due at `sendAt` (or now), so
 * the request answers at once whatever the audience's size (decision 047).
 */
export async function createMessage({
  merchantId,
  programId,
  input,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  input: CreateMessageInput;
  now?: Clock;
}): Promise<MessageDto> {
  await getProgramOrThrow({ merchantId, programId, programType: "loyalty", acceptArchived: false });
  assertAudience(input.audience);
  const at = now();
  const sendAt = input.sendAt && input.sendAt > at ? input.sendAt : null;
  const created = await PassMessage.create({
    merchantId,
    programId,
    text: input.text,
    kind: input.kind,
    audience: input.audience,
    sendAt,
  });
  const message = created.toObject() as StoredMessage;
  await recordChange({
    kind: "message.created",
    merchantId,
    messageId: String(message._id),
    dueAt: sendAt ?? at,
  });
  return toMessageDto(message);
}
