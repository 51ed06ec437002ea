import type { z } from "zod";
import {
  sortValidationItems,
  toValidationItems,
  type ValidationErrorItem,
} from "@/lib/errors/validation-error";

type Source = "path" | "query" | "header" | "body";

export type ValidationOutcome<T> = { ok: true; data: T } | { ok: false; items: ValidationErrorItem[] };

export function validatePart<T>(schema: z.ZodType<T>, source: Source, input: unknown): ValidationOutcome<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, items: toValidationItems(result.error, { source, input }) };
}

/** Collects the failures of every part so a client sees all its mistakes at once, in FastAPI's order. */
export function collectFailures(outcomes: ValidationOutcome<unknown>[]): ValidationErrorItem[] {
  return sortValidationItems(outcomes.flatMap((outcome) => (outcome.ok ? [] : outcome.items)));
}

export function searchParamsToObject(url: string): Record<string, string> {
  // Starlette answers the last value of a repeated scalar parameter.
  return Object.fromEntries(new URL(url).searchParams.entries());
}
