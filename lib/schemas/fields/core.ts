import * as z from "zod";

/** One Pydantic error, minus `loc` and `input` (the mapper in lib/errors/validation-error adds those). */
export type PydanticError = { type: string; msg: string; ctx?: Record<string, unknown> };

export type Validation<T> = { ok: true; value: T } | { ok: false; error: PydanticError };

export type JsonSchemaFragment = Record<string, unknown>;

/** How one field type validates and how it is described in JSON Schema. */
export type FieldBehaviour<T> = {
  validate: (input: unknown) => Validation<T>;
  jsonSchema: JsonSchemaFragment;
};

/** Marker under `issue.params` that carries the Pydantic error of a failed field. */
export const PYDANTIC_PARAM = "pydantic";

export const MISSING_ERROR: PydanticError = { type: "missing", msg: "Field required" };

export const ok = <T>(value: T): Validation<T> => ({ ok: true, value });
export const fail = (error: PydanticError): Validation<never> => ({ ok: false, error });

export function withReason(type: string, prefix: string, reason: string, ctxKey = "error"): PydanticError {
  return { type, msg: `${prefix}, ${reason}`, ctx: { [ctxKey]: reason } };
}

// def.type "custom" keeps zod's generic machinery (memoizer, JSON-Schema transform detection,
// object optionality) treating these as plain leaves; the behaviour travels in the def so clones keep it.
type FieldDef = z.core.$ZodTypeDef & { type: "custom"; behaviour: FieldBehaviour<unknown> };
type FieldInternals<O, I> = z.core.$ZodTypeInternals<O, I> & { def: FieldDef };

/** A zod schema that validates (and converts) like one Pydantic v2 field type in lax mode. */
export type PydanticField<O, I = O> = z.ZodType<O, I, FieldInternals<O, I>>;

const PydanticFieldType: z.core.$constructor<PydanticField<unknown, unknown>> = z.core.$constructor(
  "PydanticField",
  (inst: PydanticField<unknown, unknown>, def: FieldDef) => {
    z.ZodType.init(inst, def);
    inst._zod.parse = (payload) => {
      const input = payload.value;
      const result = input === undefined ? fail(MISSING_ERROR) : def.behaviour.validate(input);
      if (result.ok) {
        payload.value = result.value;
      } else {
        payload.issues.push({
          code: "custom",
          input,
          inst,
          path: [],
          message: result.error.msg,
          params: { [PYDANTIC_PARAM]: result.error },
        });
      }
      return payload;
    };
    inst._zod.processJSONSchema = (_ctx, json) => {
      Object.assign(json, structuredClone(def.behaviour.jsonSchema));
    };
  },
);

export function pydanticField<O, I = O>(behaviour: FieldBehaviour<O>): PydanticField<O, I> {
  const def: FieldDef = { type: "custom", behaviour: behaviour as FieldBehaviour<unknown> };
  return new PydanticFieldType(def) as unknown as PydanticField<O, I>;
}

/** Drops `undefined` values so optional options do not leak into JSON Schema. */
export function definedOnly(fragment: Record<string, unknown>): JsonSchemaFragment {
  return Object.fromEntries(Object.entries(fragment).filter(([, value]) => value !== undefined));
}

// Characters str.isprintable() rejects (repr escapes them); the ASCII space is printable.
const NON_PRINTABLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]$/u;
const SIMPLE_ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeForRepr(char: string): string {
  const simple = SIMPLE_ESCAPES[char];
  if (simple) return simple;
  if (char === " " || !NON_PRINTABLE.test(char)) return char;
  const cp = char.codePointAt(0) ?? 0;
  if (cp < 0x100) return `\\x${cp.toString(16).padStart(2, "0")}`;
  if (cp < 0x10000) return `\\u${cp.toString(16).padStart(4, "0")}`;
  return `\\U${cp.toString(16).padStart(8, "0")}`;
}

/** Python's `repr()` of a str, as Pydantic and email-validator put it inside messages. */
export function pythonRepr(value: string): string {
  const useDouble = value.includes("'") && !value.includes('"');
  const quote = useDouble ? '"' : "'";
  const body = Array.from(value, escapeForRepr).join("");
  return quote + (useDouble ? body : body.replace(/'/g, "\\'")) + quote;
}

/** Pydantic's "'a', 'b' or 'c'" list of expected values. */
export function expectedList(values: readonly string[]): string {
  const quoted = values.map(pythonRepr);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`;
}

export const plural = (count: number, noun: string): string => (count === 1 ? noun : `${noun}s`);
