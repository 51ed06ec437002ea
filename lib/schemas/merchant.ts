import { z } from "zod";
import { int, model, str } from "@/lib/schemas/fields";

export const MERCHANT_SEARCH_LIMIT = { default: 20, max: 100 } as const;

export const searchMerchantsQuerySchema = model({
  q: str({ maxLength: 200 }).nullish(),
  limit: int({ ge: 1, le: MERCHANT_SEARCH_LIMIT.max }).default(MERCHANT_SEARCH_LIMIT.default),
});

export const merchantSearchResultSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      /** The owner's e-mail (lower-case), so staff can tell merchants of the same name apart. */
      ownerEmail: z.string().nullable(),
    }),
  ),
});
