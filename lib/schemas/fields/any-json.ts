import { z } from "zod";
import { PYDANTIC_PARAM } from "./core";
import { NO_NUL_PATTERN, patternMismatch } from "./scalars";

/** Where in a JSON value a string or a key holds NUL, as zod paths. */
function nulPathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return value.includes("\u0000") ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPathsOf(item, [...path, index]));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key.includes("\u0000") ? [[...path, key]] : nulPathsOf(item, [...path, key]),
  );
}

/**
 * Any JSON value (a Pydantic `Any`), except NUL in its strings or keys, which the database cannot store: each one
 * is a `string_pattern_mismatch` naming `NO_NUL_PATTERN`, located inside the value.
 */
export function anyJson(): z.ZodType<unknown> {
  return z.unknown().superRefine((value, context) => {
    for (const path of nulPathsOf(value))
      context.addIssue({
        code: "custom",
        path,
        message: `String should match pattern '${NO_NUL_PATTERN}'`,
        params: { [PYDANTIC_PARAM]: patternMismatch(NO_NUL_PATTERN) },
      });
  });
}
