import type { z } from "zod";
import { LIST_TYPE_MSG, listLengthMessage, MODEL_ATTRIBUTES_TYPE_MSG } from "@/lib/schemas/fields/containers";
import { expectedList, MISSING_ERROR, PYDANTIC_PARAM, type PydanticError } from "@/lib/schemas/fields/core";

/** One entry of FastAPI's 422 `detail`; keys are created in FastAPI's order: type, loc, msg, input, ctx. */
export type ValidationErrorItem = {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
};

export type ValidationSource = "path" | "query" | "header" | "cookie" | "body";

export type ToValidationItemsOptions = { source: ValidationSource; input: unknown };

/** FastAPI lists path errors first, then query, header, cookie and body errors. */
export const SOURCE_ORDER: readonly ValidationSource[] = ["path", "query", "header", "cookie", "body"];

type Issue = z.core.$ZodIssue;
type Loc = (string | number)[];

/** Pydantic types of zod's own `invalid_type` issues (from plain zod schemas mixed into a model). */
const TYPE_ERRORS: Record<string, PydanticError> = {
  string: { type: "string_type", msg: "Input should be a valid string" },
  number: { type: "float_type", msg: "Input should be a valid number" },
  int: { type: "int_type", msg: "Input should be a valid integer" },
  boolean: { type: "bool_type", msg: "Input should be a valid boolean" },
  array: { type: "list_type", msg: LIST_TYPE_MSG },
  object: { type: "model_attributes_type", msg: MODEL_ATTRIBUTES_TYPE_MSG },
  date: { type: "datetime_type", msg: "Input should be a valid datetime" },
  null: { type: "none_required", msg: "Input should be None" },
};

const toLoc = (path: PropertyKey[]): Loc => path.map((key) => (typeof key === "number" ? key : String(key)));

function valueAt(root: unknown, path: Loc): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

const valueError = (message: string): PydanticError => ({
  type: "value_error",
  msg: `Value error, ${message}`,
  ctx: { error: {} },
});

function sizeError(issue: Extract<Issue, { code: "too_small" | "too_big" }>, value: unknown): PydanticError {
  const isMin = issue.code === "too_small";
  const limit = Number(isMin ? issue.minimum : issue.maximum);
  if (issue.origin === "array" || issue.origin === "set") {
    const actual = Array.isArray(value) ? value.length : 0;
    const ctx = isMin
      ? { field_type: "List", min_length: limit, actual_length: actual }
      : { field_type: "List", max_length: limit, actual_length: actual };
    return {
      type: isMin ? "too_short" : "too_long",
      msg: listLengthMessage(isMin ? "at least" : "at most", limit, actual),
      ctx,
    };
  }
  if (issue.origin === "string") {
    const noun = limit === 1 ? "character" : "characters";
    return isMin
      ? {
          type: "string_too_short",
          msg: `String should have at least ${limit} ${noun}`,
          ctx: { min_length: limit },
        }
      : {
          type: "string_too_long",
          msg: `String should have at most ${limit} ${noun}`,
          ctx: { max_length: limit },
        };
  }
  const inclusive = issue.inclusive !== false;
  const [type, word, key] = isMin
    ? inclusive
      ? ["greater_than_equal", "greater than or equal to", "ge"]
      : ["greater_than", "greater than", "gt"]
    : inclusive
      ? ["less_than_equal", "less than or equal to", "le"]
      : ["less_than", "less than", "lt"];
  return { type, msg: `Input should be ${word} ${limit}`, ctx: { [key]: limit } };
}

/** The Pydantic error behind one zod issue; `value` is the input at the issue's path. */
function pydanticErrorOf(issue: Issue, value: unknown): PydanticError {
  const carried = (issue as { params?: Record<string, unknown> }).params?.[PYDANTIC_PARAM];
  if (carried) return carried as PydanticError;
  switch (issue.code) {
    case "invalid_type":
      if (value === undefined) return MISSING_ERROR;
      return TYPE_ERRORS[issue.expected] ?? valueError(issue.message);
    case "too_small":
    case "too_big":
      return sizeError(issue, value);
    case "invalid_format":
      if (issue.format === "regex" && issue.pattern !== undefined) {
        // zod reports the regex literal ("/^a$/u"); Pydantic echoes the pattern source.
        const pattern = String(issue.pattern).replace(/^\/([\s\S]*)\/[a-z]*$/, "$1");
        return {
          type: "string_pattern_mismatch",
          msg: `String should match pattern '${pattern}'`,
          ctx: { pattern },
        };
      }
      return valueError(issue.message);
    case "invalid_value": {
      const expected = expectedList(issue.values.map(String));
      return { type: "enum", msg: `Input should be ${expected}`, ctx: { expected } };
    }
    case "not_multiple_of":
      return {
        type: "multiple_of",
        msg: `Input should be a multiple of ${issue.divisor}`,
        ctx: { multiple_of: issue.divisor },
      };
    default:
      return valueError(issue.message);
  }
}

function buildItem(error: PydanticError, loc: Loc, input: unknown): ValidationErrorItem {
  const item: ValidationErrorItem = {
    type: error.type,
    loc,
    msg: error.msg,
    input: input === undefined ? null : input,
  };
  if (error.ctx !== undefined) item.ctx = error.ctx;
  return item;
}

function issueToItems(issue: Issue, options: ToValidationItemsOptions): ValidationErrorItem[] {
  const path = toLoc(issue.path);
  const prefix = (keys: Loc): Loc => [options.source, ...keys];
  if (issue.code === "unrecognized_keys") {
    const parent = valueAt(options.input, path);
    return issue.keys.map((key) =>
      buildItem(
        { type: "extra_forbidden", msg: "Extra inputs are not permitted" },
        prefix([...path, key]),
        valueAt(parent, [key]),
      ),
    );
  }
  const value = valueAt(options.input, path);
  const error = pydanticErrorOf(issue, value);
  if (error.type !== MISSING_ERROR.type) return [buildItem(error, prefix(path), value)];
  // A missing body field echoes the object it was missing from; a missing parameter or body echoes null.
  const isBodyField = options.source === "body" && path.length > 0;
  return [buildItem(error, prefix(path), isBodyField ? valueAt(options.input, path.slice(0, -1)) : null)];
}

/** Maps every issue of a failed parse to FastAPI's 422 items, with `loc` starting at `source`. */
export function toValidationItems(
  error: z.ZodError,
  options: ToValidationItemsOptions,
): ValidationErrorItem[] {
  return error.issues.flatMap((issue) => issueToItems(issue, options));
}

/** Orders items path → query → header → cookie → body, keeping each source's own order. */
export function sortValidationItems(items: readonly ValidationErrorItem[]): ValidationErrorItem[] {
  const rank = (item: ValidationErrorItem) => {
    const index = SOURCE_ORDER.indexOf(item.loc[0] as ValidationSource);
    return index < 0 ? SOURCE_ORDER.length : index;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}
