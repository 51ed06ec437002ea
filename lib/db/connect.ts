import mongoose from "mongoose";
import { commandListeners } from "@/lib/db/command-listeners";
import { getEnv } from "@/lib/env";

type ConnectionCache = { promise?: Promise<typeof mongoose> };

const globalForMongoose = globalThis as typeof globalThis & { __mongoose?: ConnectionCache };
globalForMongoose.__mongoose ??= {};
const cache: ConnectionCache = globalForMongoose.__mongoose;

/**
 * How long an operation waits for a reachable server before it fails. Short, so that with the database
 * down a request answers 503 within 2 s instead of hanging; the driver keeps reconnecting in the
 * background and requests succeed again by themselves once the database is back.
 */
export const SERVER_SELECTION_TIMEOUT_MS = 1_000;

// While mongoose is (re)connecting it queues operations; by default for 10 s, then they fail. Queue them no
// longer than a server selection would wait. (Not `bufferCommands: false`: that breaks a disconnect and
// reconnect in one process, as tools/runtime.ts does before seeding.)
mongoose.set("bufferTimeoutMS", SERVER_SELECTION_TIMEOUT_MS);

/** One connection per process, reused across hot reloads and requests. */
export function connectToDatabase(): Promise<typeof mongoose> {
  cache.promise ??= mongoose
    .connect(getEnv().MONGODB_URI, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      connectTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      maxPoolSize: 20,
      monitorCommands: getEnv().MONGODB_MONITOR_COMMANDS === "1",
    })
    .then(async (connection) => {
      connection.connection.getClient().on("commandStarted", (event) => {
        for (const listener of commandListeners) listener(event);
      });
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
