import mongoose from "mongoose";
import { getEnv } from "@/lib/env";

type ConnectionCache = { promise?: Promise<typeof mongoose> };

const globalForMongoose = globalThis as typeof globalThis & { __mongoose?: ConnectionCache };
globalForMongoose.__mongoose ??= {};
const cache: ConnectionCache = globalForMongoose.__mongoose;

/** One connection per process, reused across hot reloads and requests. */
export function connectToDatabase(): Promise<typeof mongoose> {
  cache.promise ??= mongoose
    .connect(getEnv().MONGODB_URI, { serverSelectionTimeoutMS: 10_000, maxPoolSize: 20 })
    .then(async (connection) => {
      // Indexes (unique e-mails, merchant scoping) must exist before the first write relies on them.
      await Promise.all(Object.values(connection.models).map((model) => model.init()));
      return connection;
    })
    .catch((error: unknown) => {
      cache.promise = undefined;
      throw error;
    });
  return cache.promise;
}

export async function disconnectFromDatabase(): Promise<void> {
  if (!cache.promise) return;
  cache.promise = undefined;
  await mongoose.disconnect();
}
