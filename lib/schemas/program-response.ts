import { z } from "zod";
import { createProgramSchema, listPageResponseFields, PROGRAM_STATUSES } from "@/lib/schemas/program";

/** A stored program as the API returns it: every create field (defaults applied) plus identity and timestamps. */
export const programResponseSchema = createProgramSchema.extend({
  id: z.string().meta({ description: "Program id (24 hex characters)", example: "6740a1b2c3d4e5f60718293a" }),
  merchantId: z.string(),
  website: z.string().nullish().meta({
    format: "uri",
    description:
      "The URL as normalized when stored (WHATWG: a bare host gains a `/`, spaces and non-ASCII are percent-encoded), so it may be longer than the 2083 characters sent",
  }),
  status: z.enum(PROGRAM_STATUSES).meta({
    description: "`archived`: readable and listable, but no new gift cards and no new or published offers",
  }),
  archivedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const programListSchema = z.object({
  items: z.array(programResponseSchema),
  total: z.number().int().meta({ description: "Programs matching the filter, over all pages" }),
  ...listPageResponseFields(),
});
