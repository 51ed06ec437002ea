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
      const error: FieldError | undefined = get(result.errors, path);
      if (error) error.type = issueType(issue);
    }
    return result;
  };
}
