import { type Clock, systemClock } from "@/lib/clock";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { PassMessage } from "@/lib/db/models/pass-message";
import { PassMessageClaim } from "@/lib/db/models/pass-message-claim";
import { ServiceError } from "@/lib/errors/api-error";
import { MESSAGE_ERROR_CODES, type MessageDto } from "@/lib/schemas/message";
import { getMessageOrThrow } from "@/lib/services/messages/get-message";
import { type StoredMessage, toMessageDto } from "@/lib/services/messages/message-dto";

const conflict = () =>
  new ServiceError("MESSAGE_ALREADY_SENDING", MESSAGE_ERROR_CODES.MESSAGE_ALREADY_SENDING, 409);

/**
 * Cancels a message not yet sending. The claim row decides against a fan-out starting at the same moment: the
 * first insert wins (decision 047). Cancelling a cancelled message answers it again.
 */
export async function cancelMessage({
  merchantId,
  programId,
  messageId,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  messageId: string;
  now?: Clock;
}): Promise<MessageDto> {
  const message = await getMessageOrThrow({ merchantId, programId, messageId });
  if (message.cancelledAt) return toMessageDto(message);
  const at = now();
  try {
    await PassMessageClaim.create({ _id: messageId, outcome: "cancelled", at });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const claim = await PassMessageClaim.findById(messageId).lean();
    if (claim?.outcome !== "cancelled") throw conflict();
  }
  const cancelled = await PassMessage.findOneAndUpdate(
    { _id: messageId },
    { $set: { cancelledAt: at } },
    { returnDocument: "after" },
  ).lean<StoredMessage>();
  return toMessageDto(cancelled ?? message);
}
