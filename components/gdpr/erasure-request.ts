import type { FieldValues, Resolver } from "react-hook-form";
import { optional } from "@/components/giftcards/api-client";
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

export const EMPTY: ErasureFormValues = {
  programId: "",
  cardId: "",
  customerId: "",
  customerEmail: "",
  reason: "",
};
const BODY_FIELDS = ["customerId", "customerEmail", "reason"] as const;

export const bodyOf = (values: ErasureFormValues) =>
  Object.fromEntries(
    BODY_FIELDS.flatMap((name) => (optional(values[name]) ? [[name, values[name].trim()]] : [])),
  );

// The API's schema checks the body fields; the two ids go in the query and are checked by the API.
const validateBody = typedZodResolver(erasureRequestSchema) as unknown as Resolver<FieldValues>;
export const erasureResolver: Resolver<ErasureFormValues> = async (values, context, options) => {
  const result = await validateBody(bodyOf(values), context, options as never);
  return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
};

function queryOf(values: ErasureFormValues) {
  const query = new URLSearchParams();
  if (optional(values.programId)) query.set("programId", values.programId.trim());
  if (optional(values.cardId)) query.set("cardId", values.cardId.trim());
  return query;
}

export function urlOf(values: ErasureFormValues, isDryRun: boolean) {
  const query = queryOf(values);
  if (isDryRun) query.set("dryRun", "true");
  const text = query.toString();
  return `/v2/giftcards/gdpr/erasure${text ? `?${text}` : ""}`;
}

export function exportUrlOf(values: ErasureFormValues) {
  const text = queryOf(values).toString();
  return `/v2/giftcards/gdpr/export${text ? `?${text}` : ""}`;
}
