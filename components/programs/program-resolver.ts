import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { programErrorText } from "@/components/programs/error-text";
import type { ProgramMessages } from "@/components/programs/i18n/messages";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";

type ErrorNode = { type?: unknown; message?: unknown; [key: string]: unknown };

function rewordTree(node: unknown, path: string, t: ProgramMessages): void {
  if (typeof node !== "object" || node === null) return;
  const error = node as ErrorNode;
  if (typeof error.message === "string" && typeof error.type === "string") {
    error.message = programErrorText({ field: path, type: error.type, message: error.message, t });
  }
  for (const [key, child] of Object.entries(error)) {
    if (key === "ref" || key === "type" || key === "message" || key === "types") continue;
    rewordTree(child, path ? `${path}.${key}` : key, t);
  }
}

/**
 * The shared schema's resolver, with errors worded for the builder (see error-text.ts) in the language shown when
 * the form is checked: `messages` is read at each check, so a language switch applies to the next one.
 */
export function programResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  messages: () => ProgramMessages,
): Resolver<Input, unknown, Output> {
  const resolve = typedZodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    rewordTree(result.errors, "", messages());
    return result;
  };
}
