import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";

export type HealthReport = {
  status: "ok" | "unavailable";
  /** This process answers: always true when there is an answer at all. */
  live: true;
  database: { ready: boolean; latencyMs: number | null };
};

/** Liveness, and whether the database answers a ping (with its round-trip time). */
export async function checkHealth(): Promise<HealthReport> {
  const startedAt = performance.now();
  try {
    await connectToDatabase();
    await mongoose.connection.db?.admin().ping();
    const latencyMs = Math.round((performance.now() - startedAt) * 10) / 10;
    return { status: "ok", live: true, database: { ready: true, latencyMs } };
  } catch {
    return { status: "unavailable", live: true, database: { ready: false, latencyMs: null } };
  }
}
