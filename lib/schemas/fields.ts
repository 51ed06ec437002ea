// Zod field builders that validate, convert and fail like Pydantic v2 (lax mode), so the API's 422
// bodies match the original FastAPI service. Browser-safe: forms use the same schemas via zodResolver.

export { anyJson } from "./fields/any-json";
export { LIST_TYPE_MSG, type ListOptions, list, MODEL_ATTRIBUTES_TYPE_MSG, model } from "./fields/containers";
export {
  MISSING_ERROR,
  PYDANTIC_PARAM,
  type PydanticError,
  type PydanticField,
} from "./fields/core";
export { DATE_TYPE, DATETIME_TYPE, date, dateTime, SPEEDATE_ERRORS } from "./fields/datetime";
export { DECIMAL_PARSING, DECIMAL_TYPE, type DecimalOptions, decimal } from "./fields/decimal";
export { EMAIL_MAX_LENGTH, email, MAX_EMAIL_LENGTH, normalizeEmailAddress } from "./fields/email";
export { SPECIAL_USE_DOMAIN_NAMES } from "./fields/email-syntax";
export {
  FLOAT_PARSING,
  FLOAT_TYPE,
  INT_FROM_FLOAT,
  INT_PARSING,
  INT_TYPE,
  int,
  type NumberBounds,
  num,
} from "./fields/numbers";
export {
  BOOL_PARSING,
  BOOL_TYPE,
  bool,
  enumOf,
  isClosedPattern,
  NO_NUL_PATTERN,
  OBJECT_ID_PATTERN,
  objectId,
  STRING_TYPE,
  type StrOptions,
  str,
} from "./fields/scalars";
export {
  isCharacterRulePattern,
  LINE_TEXT_PATTERN,
  MULTILINE_TEXT_PATTERN,
  type TextOptions,
  text,
} from "./fields/text";
export { type UploadedFileValue, uploadFile } from "./fields/upload";
export { HTTP_URL_MAX_LENGTH, httpUrl, URL_PARSE_ERRORS, URL_SCHEME, URL_TYPE } from "./fields/url";
