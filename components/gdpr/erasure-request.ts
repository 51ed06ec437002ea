import type { FieldValues, Resolver } from "react-hook-form";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { erasureRequestSchema } from "@/lib/schemas/gdpr";

/** The erasure form's values → the API's body and query (blank inputs left out). */
export type ErasureFormValues = {
  programId: string;
  cardId: string;
  customerId: string;
  customerEmail: string;
  reason: string;
};

/** "" → undefined, so optional fields are left out of the request instead of sent empty. */
export const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export const EMPTY: ErasureFormValues = {
  programId: "",
  cardId: "",
  customerId: "",
  customerEmail: "",
  reason: "",
};
const BODY_FIELDS = ["customerId", "customerEmail", "reason"] as const;

export const bodyOf = (values: ErasureFormValues): Partial<Record<(typeof BODY_FIELDS)[number], string>> =>
  Object.fromEntries(
    BODY_FIELDS.flatMap((name) => (optional(values[name]) ? [[name, values[name].trim()]] : [])),
  );

// The API's schema checks the body fields; the two ids go in the query and are checked by the API.
const validateBody = typedZodResolver(erasureRequestSchema) as unknown as Resolver<FieldValues>;
export const erasureResolver: Resolver<ErasureFormValues> = async (values, context, options) => {
  const result = await validateBody(bodyOf(values), context, options as never);
  return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
};

/** The query parameters of both calls: the two ids, blank ones left out. */
export function queryOf(values: ErasureFormValues): { programId?: string; cardId?: string } {
  return {
    ...(optional(values.programId) && { programId: values.programId.trim() }),
    ...(optional(values.cardId) && { cardId: values.cardId.trim() }),
  };
}
