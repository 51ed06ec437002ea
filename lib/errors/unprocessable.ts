import { ApiError } from "@/lib/errors/api-error";
import type { ValidationErrorItem } from "@/lib/errors/validation-error";

/**
 * A 422 raised after the schema passed (a rule that needs stored data, such as the pass kind of a template),
 * shaped like Pydantic's validator failure: `value_error`, "Value error, …", ctx `{"error": {}}`.
 */
export function unprocessable(loc: (string | number)[], message: string, input: unknown = null): ApiError {
  const item: ValidationErrorItem = {
    type: "value_error",
    loc,
    msg: `Value error, ${message}`,
    input,
    ctx: { error: {} },
  };
  return new ApiError(422, [item]);
}
