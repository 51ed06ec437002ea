import * as z from "zod";
import { MISSING_ERROR, plural } from "./core";

export type ListOptions = { minLength?: number; maxLength?: number };

export const LIST_TYPE_MSG = "Input should be a valid list";
export const MODEL_ATTRIBUTES_TYPE_MSG =
  "Input should be a valid dictionary or object to extract fields from";

type RawIssue = z.core.$ZodRawIssue;

/** Message for the container's own type error: absent → "Field required", anything else → `typeMessage`. */
const typeErrorMessage =
  (typeMessage: string) =>
  (issue: RawIssue): string | undefined => {
    if (issue.code !== "invalid_type") return undefined;
    return issue.input === undefined ? MISSING_ERROR.msg : typeMessage;
  };

const itemCount = (input: unknown): number => (Array.isArray(input) ? input.length : 0);

export function listLengthMessage(bound: "at least" | "at most", limit: number, actual: number): string {
  return `List should have ${bound} ${limit} ${plural(limit, "item")} after validation, not ${actual}`;
}

// Pydantic reports `too_short` only when every item validated; zod's default runs the check regardless.
const hasNoIssues = (payload: z.core.ParsePayload): boolean => payload.issues.length === 0;

/**
 * Pydantic `list[T]`: non-arrays fail with `list_type`; item errors carry their index in the path.
 * Too many items fail with `too_long` alone (zod checks the size cap before the items, as Pydantic does).
 */
export function list<T extends z.core.SomeType>(item: T, options: ListOptions = {}): z.ZodArray<T> {
  let schema = z.array(item, { error: typeErrorMessage(LIST_TYPE_MSG) });
  const { minLength, maxLength } = options;
  if (minLength !== undefined) {
    schema = schema.min(minLength, {
      error: (issue) => listLengthMessage("at least", minLength, itemCount(issue.input)),
      when: hasNoIssues,
    } as z.core.$ZodCheckMinLengthParams);
  }
  if (maxLength !== undefined) {
    schema = schema.max(maxLength, {
      error: (issue) => listLengthMessage("at most", maxLength, itemCount(issue.input)),
    });
  }
  return schema;
}

/**
 * A Pydantic model (nested object or whole body): anything but a plain object fails with
 * `model_attributes_type`; unknown keys are dropped. A plain `z.object`, so `.pick()`, `.partial()`
 * and `.extend()` keep working.
 */
export function model<T extends z.core.$ZodLooseShape>(
  shape: T,
): z.ZodObject<z.core.util.Writeable<T>, z.core.$strip> {
  return z.object(shape, { error: typeErrorMessage(MODEL_ATTRIBUTES_TYPE_MSG) });
}
