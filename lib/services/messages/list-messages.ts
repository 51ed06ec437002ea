import { connectToDatabase } from "@/lib/db/connect";
import { PassMessage } from "@/lib/db/models/pass-message";
import { newestFirst } from "@/lib/db/newest-first";
import type { MessageDto } from "@/lib/schemas/message";
import { type Page, pageOf } from "@/lib/services/members/paging";
import { type StoredMessage, toMessageDto } from "@/lib/services/messages/message-dto";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

/** Newest first: one `{programId}` read (a program sends few messages), sorted and paged in code. */
export async function listMessages({
  merchantId,
  programId,
  query,
}: {
  merchantId: string;
  programId: string;
  query: { page: number; limit: number; offset?: number | null };
}): Promise<Page<MessageDto>> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  await connectToDatabase();
  const messages = await PassMessage.find({ programId: program._id }).lean<StoredMessage[]>();
  const own = messages.filter((message) => String(message.merchantId) === merchantId).sort(newestFirst);
  return pageOf({ query, source: [own], toItems: (rows) => Promise.all(rows.map(toMessageDto)) });
}
