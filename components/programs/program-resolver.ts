import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { ApiMessages } from "@/components/api/i18n/en";
import { API_MESSAGES } from "@/components/api/i18n/messages";
import { programErrorText } from "@/components/programs/error-text";
import { PROGRAM_MESSAGES, type ProgramMessages } from "@/components/programs/i18n/messages";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import type { Language } from "@/lib/i18n/language";
import { messagesIn } from "@/lib/i18n/messages-in";

type ErrorNode = { type?: unknown; message?: unknown; ctx?: Record<string, unknown>; [key: string]: unknown };

const valueAt = (values: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined,
      values,
    );

function rewordTree(
  node: unknown,
  path: string,
  values: unknown,
  t: ProgramMessages,
  api: ApiMessages,
): void {
  if (typeof node !== "object" || node === null) return;
  const error = node as ErrorNode;
  if (typeof error.message === "string" && typeof error.type === "string") {
    const issue = { type: error.type, ctx: error.ctx, msg: error.message };
    error.message = programErrorText({ field: path, issue, t, api, input: valueAt(values, path) });
  }
  for (const [key, child] of Object.entries(error)) {
    if (key === "ref" || key === "type" || key === "message" || key === "types" || key === "ctx") continue;
    rewordTree(child, path ? `${path}.${key}` : key, values, t, api);
  }
}

/**
 * The shared schema's resolver, with errors worded for the builder (see error-text.ts) in the language shown when
 * the form is checked: `language` is read at each check, so a language switch applies to the next one.
 */
export function programResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  language: () => Language,
): Resolver<Input, unknown, Output> {
  const resolve = typedZodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    rewordTree(
      result.errors,
      "",
      values,
      messagesIn(PROGRAM_MESSAGES, language()),
      messagesIn(API_MESSAGES, language()),
    );
    return result;
  };
}
