import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { PassMessage } from "@/lib/db/models/pass-message";
import { notFound } from "@/lib/errors/api-error";
import type { StoredMessage } from "@/lib/services/messages/message-dto";

export const MESSAGE_NOT_FOUND = "Message not found";

/**
 * The one lookup of a message: by `_id` alone, then merchant and program checked in code. Another merchant's (or
 * program's) message and a malformed id are 404 `Message not found`.
 */
export async function getMessageOrThrow({
  merchantId,
  programId,
  messageId,
}: {
  merchantId: string;
  programId: string;
  messageId: string;
}): Promise<StoredMessage> {
  if (!isValidObjectId(messageId)) throw notFound(MESSAGE_NOT_FOUND);
  await connectToDatabase();
  const message = await PassMessage.findById(messageId).lean<StoredMessage>();
  const isOwn =
    message && String(message.merchantId) === merchantId && String(message.programId) === programId;
  if (!isOwn) throw notFound(MESSAGE_NOT_FOUND);
  return message;
}
