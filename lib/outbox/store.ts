import type { Model } from "mongoose";
import { connectWorkerDatabase } from "@/lib/db/connect";
import { OutboxClaim, type OutboxClaimDocument } from "@/lib/db/models/outbox-claim";
import { OutboxMessage, type OutboxMessageDocument } from "@/lib/db/models/outbox-message";

/** The outbox's two collections as the worker reaches them: through its own pool (decision 058). */
export type OutboxStore = {
  messages: Model<OutboxMessageDocument>;
  claims: Model<OutboxClaimDocument>;
};

/** The same models (schema, collection) bound to the worker's connection, made once per connection. */
function bound<T>(connection: Awaited<ReturnType<typeof connectWorkerDatabase>>, shared: Model<T>): Model<T> {
  return (
    (connection.models[shared.modelName] as Model<T> | undefined) ??
    connection.model<T>(shared.modelName, shared.schema, shared.collection.collectionName)
  );
}

export async function outboxStore(): Promise<OutboxStore> {
  const connection = await connectWorkerDatabase();
  return { messages: bound(connection, OutboxMessage), claims: bound(connection, OutboxClaim) };
}
