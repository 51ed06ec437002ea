import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldError, type FieldValues, get, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { PYDANTIC_PARAM, type PydanticError } from "@/lib/schemas/fields";

/** An issue's kind: Pydantic's error type for API fields, a check's own `params.type`, else zod's code. */
export function issueType(issue: z.core.$ZodIssue): string {
  const params: Record<string, unknown> | undefined = "params" in issue ? issue.params : undefined;
  const pydantic = params?.[PYDANTIC_PARAM] as PydanticError | undefined;
  if (pydantic?.type) return pydantic.type;
  return typeof params?.type === "string" ? params.type : issue.code;
}

/** An issue's Pydantic `ctx` (bounds such as `max_length`, `decimal_places`), or {} when it has none. */
export function issueCtx(issue: z.core.$ZodIssue): Record<string, unknown> {
  const params: Record<string, unknown> | undefined = "params" in issue ? issue.params : undefined;
  const pydantic = params?.[PYDANTIC_PARAM] as PydanticError | undefined;
  if (pydantic?.ctx) return pydantic.ctx;
  if (issue.code === "too_small" && typeof issue.minimum === "number") return { min_length: issue.minimum };
  if (issue.code === "too_big" && typeof issue.maximum === "number") return { max_length: issue.maximum };
  return {};
}

/** A form error as typed below: its kind, bounds and English text (a kind marker, not for display). */
export type TypedFieldError = FieldError & { ctx?: Record<string, unknown> };

/** The kind of a react-hook-form error, for `issueText` (components/api/error-text.ts). */
export const fieldErrorKind = (error: FieldError) => ({
  type: String(error.type ?? ""),
  ctx: (error as TypedFieldError).ctx ?? {},
  msg: error.message ?? "",
});

/**
 * zodResolver, with each error's `type` set to the issue's kind (`string_too_short`, `missing`…) instead of
 * zod's generic "custom". The schema's messages are English, like the API's; the kind lets the form word
 * the error in the visitor's language, and re-word it when they switch language.
 */
export function typedZodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const typed = new Set<string>();
    for (const issue of schema.safeParse(values).error?.issues ?? []) {
      const path = issue.path.join(".");
      // zodResolver reports the first issue of each path; type that one.
      if (typed.has(path)) continue;
      typed.add(path);
      const error: TypedFieldError | undefined = get(result.errors, path);
      if (!error) continue;
      error.type = issueType(issue);
      error.ctx = issueCtx(issue);
    }
    return result;
  };
}
