import type { FieldValues, Resolver } from "react-hook-form";
import { optional } from "@/components/giftcards/api-client";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { erasureRequestSchema } from "@/lib/schemas/gdpr";

/**
 * The erasure form's values → the API's body and query (blank inputs left out). The form reaches gift cards and
 * loyalty members in one request: `POST /v2/gdpr/erasure` and `/v2/gdpr/export`, the shared machinery behind
 * the gift-card and loyalty endpoints, so one audit record covers the person and a crash cannot leave half of
 * the request unrecorded. Every URL the form calls is built here.
 */
export type ErasureFormValues = {
  programId: string;
  cardId: string;
  memberId: string;
  customerId: string;
  customerEmail: string;
  reason: string;
};

export const EMPTY: ErasureFormValues = {
  programId: "",
  cardId: "",
  memberId: "",
  customerId: "",
  customerEmail: "",
  reason: "",
};
const BODY_FIELDS = ["customerId", "customerEmail", "reason"] as const;

export const bodyOf = (values: ErasureFormValues) =>
  Object.fromEntries(
    BODY_FIELDS.flatMap((name) => (optional(values[name]) ? [[name, values[name].trim()]] : [])),
  );

// The API's schema checks the body fields; the ids go in the query and are checked by the API.
const validateBody = typedZodResolver(erasureRequestSchema) as unknown as Resolver<FieldValues>;
export const erasureResolver: Resolver<ErasureFormValues> = async (values, context, options) => {
  const result = await validateBody(bodyOf(values), context, options as never);
  return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
};

function queryOf(values: ErasureFormValues) {
  const query = new URLSearchParams();
  if (optional(values.programId)) query.set("programId", values.programId.trim());
  if (optional(values.cardId)) query.set("cardId", values.cardId.trim());
  if (optional(values.memberId)) query.set("memberId", values.memberId.trim());
  return query;
}

export function urlOf(values: ErasureFormValues, isDryRun: boolean) {
  const query = queryOf(values);
  if (isDryRun) query.set("dryRun", "true");
  const text = query.toString();
  return `/v2/gdpr/erasure${text ? `?${text}` : ""}`;
}

export function exportUrlOf(values: ErasureFormValues) {
  const text = queryOf(values).toString();
  return `/v2/gdpr/export${text ? `?${text}` : ""}`;
}

/** Whether the form names anyone at all (else the API would answer 422). */
export const namesSomeone = (values: ErasureFormValues) =>
  Boolean(
    optional(values.customerId) ||
      optional(values.customerEmail) ||
      optional(values.cardId) ||
      optional(values.memberId),
  );
