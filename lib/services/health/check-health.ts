import mongoose from "mongoose";
import type { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import type { healthResponseSchema } from "@/lib/schemas/health";

/** The type follows the documented response schema. */
export type HealthReport = z.output<typeof healthResponseSchema>;

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
