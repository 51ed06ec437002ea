import mongoose, { type Connection } from "mongoose";
import { commandListeners } from "@/lib/db/command-listeners";
import { getEnv } from "@/lib/env";

type ConnectionCache = { promise?: Promise<typeof mongoose> };
type WorkerConnectionCache = { promise?: Promise<Connection> };

const globalForMongoose = globalThis as typeof globalThis & {
  __mongoose?: ConnectionCache;
  __outboxConnection?: WorkerConnectionCache;
};
globalForMongoose.__mongoose ??= {};
globalForMongoose.__outboxConnection ??= {};
const cache: ConnectionCache = globalForMongoose.__mongoose;
const workerCache: WorkerConnectionCache = globalForMongoose.__outboxConnection;

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

/**
 * Connections of the outbox worker's pool (decision 058): one for each of the server's 16 runners (each re-reads its
 * row before its send), and two for a pass's deletes, which run while the next pass sends. Opened as needed.
 */
export const WORKER_POOL_SIZE = 18;

/**
 * The outbox worker's pool of its own (decision 058): a burst of requests queues hundreds of commands for the
 * shared pool's 20 connections, and a claim waiting behind them delays every push of its pass. Only the outbox's
 * bookkeeping goes through it (lib/outbox/store.ts); the indexes are made by `connectToDatabase`, which the worker
 * also waits for (its handlers use the shared pool).
 */
export function connectWorkerDatabase(): Promise<Connection> {
  workerCache.promise ??= connectToDatabase()
    .then(() =>
      mongoose
        .createConnection(getEnv().MONGODB_URI, {
          serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
          connectTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
          maxPoolSize: WORKER_POOL_SIZE,
          monitorCommands: getEnv().MONGODB_MONITOR_COMMANDS === "1",
          autoIndex: false,
          autoCreate: false,
        })
        .asPromise(),
    )
    .then((connection) => {
      connection.getClient().on("commandStarted", (event) => {
        for (const listener of commandListeners) listener(event);
      });
      return connection;
    })
    .catch((error: unknown) => {
      workerCache.promise = undefined;
      throw error;
    });
  return workerCache.promise;
}

export async function disconnectFromDatabase(): Promise<void> {
  const worker = workerCache.promise;
  workerCache.promise = undefined;
  await worker?.then((connection) => connection.close()).catch(() => undefined);
  if (!cache.promise) return;
  cache.promise = undefined;
  await mongoose.disconnect();
}
