import { z } from "zod";
import { createProgramSchema } from "@/lib/schemas/program";

/** A stored program as the API returns it: every create field (defaults applied) plus identity and timestamps. */
export const programResponseSchema = createProgramSchema.extend({
  id: z.string().meta({ description: "Program id (24 hex characters)", example: "6740a1b2c3d4e5f60718293a" }),
  merchantId: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const programListSchema = z.object({
  items: z.array(programResponseSchema),
  total: z.number().int().meta({ description: "Programs matching the filter, over all pages" }),
  page: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
