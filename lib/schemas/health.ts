import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]).meta({ description: "`ok` when the database answers" }),
  live: z.literal(true).meta({ description: "The process answers (liveness)" }),
  database: z.object({
    ready: z.boolean().meta({ description: "The database answered a ping (readiness)" }),
    latencyMs: z.number().nullable().meta({
      description: "Round trip of the ping in milliseconds, including connecting; null when it failed",
    }),
  }),
});
