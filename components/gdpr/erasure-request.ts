import type { FieldValues, Resolver } from "react-hook-form";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { erasureRequestSchema } from "@/lib/schemas/gdpr";

/**
 * The erasure form's values → the API's body and query (blank inputs left out). The form reaches gift cards and
 * loyalty members in one request: `POST /v2/gdpr/erasure` and `/v2/gdpr/export`, the shared machinery behind
 * the gift-card and loyalty endpoints, so one audit record covers the person and a crash cannot leave half of
 * the request unrecorded. Both calls go through `apiClient` with the query and body built here.
 */
export type ErasureFormValues = {
  programId: string;
  cardId: string;
  memberId: string;
  customerId: string;
  customerEmail: string;
  reason: string;
};

/** "" → undefined, so optional fields are left out of the request instead of sent empty. */
export const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export const EMPTY: ErasureFormValues = {
  programId: "",
  cardId: "",
  memberId: "",
  customerId: "",
  customerEmail: "",
  reason: "",
};
const BODY_FIELDS = ["customerId", "customerEmail", "reason"] as const;

export const bodyOf = (values: ErasureFormValues): Partial<Record<(typeof BODY_FIELDS)[number], string>> =>
  Object.fromEntries(
    BODY_FIELDS.flatMap((name) => (optional(values[name]) ? [[name, values[name].trim()]] : [])),
  );

// The API's schema checks the body fields; the ids go in the query and are checked by the API.
const validateBody = typedZodResolver(erasureRequestSchema) as unknown as Resolver<FieldValues>;
export const erasureResolver: Resolver<ErasureFormValues> = async (values, context, options) => {
  const result = await validateBody(bodyOf(values), context, options as never);
  return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
};

/** The query parameters of both calls: the three ids, blank ones left out. */
export function queryOf(values: ErasureFormValues): {
  programId?: string;
  cardId?: string;
  memberId?: string;
} {
  return {
    ...(optional(values.programId) && { programId: values.programId.trim() }),
    ...(optional(values.cardId) && { cardId: values.cardId.trim() }),
    ...(optional(values.memberId) && { memberId: values.memberId.trim() }),
  };
}

/** Whether the form names anyone at all (else the API would answer 422). */
export const namesSomeone = (values: ErasureFormValues) =>
  Boolean(
    optional(values.customerId) ||
      optional(values.customerEmail) ||
      optional(values.cardId) ||
      optional(values.memberId),
  );
