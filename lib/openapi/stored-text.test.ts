import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { OPERATIONS } from "@/lib/openapi/operations";
import {
  isClosedPattern,
  LINE_TEXT_PATTERN,
  MULTILINE_TEXT_PATTERN,
  NO_NUL_PATTERN,
} from "@/lib/schemas/fields";
import { customFieldValueSchema } from "@/lib/schemas/member";

// The convention of lib/schemas/fields/text.ts, checked on the document the schemas make: every string a request
// body carries is stored free text built with `text()` (control and bidirectional control characters refused, the
// rule stated as its pattern), unless it is listed below with the reason it is not text that people read. And every
// string of every request part states that NUL is refused, as the pattern its 422 names.

/** `<body schema or operation>.<path>` → why the string is not stored as text a person reads. */
const NOT_STORED_AS_TEXT: Record<string, string> = {
  "LocationCreate.address.country": "an ISO 3166-1 alpha-2 code, checked against the list of codes",
  "LocationUpdate.address.country": "an ISO 3166-1 alpha-2 code, checked against the list of codes",
  "TokenRequest.username": "the e-mail to sign in with, compared, never stored from here",
  "TokenRequest.password": "a password: hashed, never stored or shown",
  "TokenRequest.scope": "OAuth scopes, ignored",
  "TokenRequest.client_id": "OAuth client id, ignored",
  "TokenRequest.client_secret": "OAuth client secret, ignored",
  "PendingSignupRequest.passwordHash": "a password-equivalent secret: hashed, never shown",
  "PendingSignupRequest.consent.ip":
    "an IPv4 or IPv6 address, checked as one (400 INVALID_CONSENT_IP) and stored truncated",
  "ActivateSignupRequest.password": "a password: hashed, never shown",
  "PasswordResetConfirm.token": "the e-mailed reset token, compared by its hash",
  "PasswordResetConfirm.password": "a password: hashed, never shown",
  "InvitationAccept.password": "a password: hashed, never shown",
  "PasswordChange.currentPassword": "a password: compared with the stored hash",
  "PasswordChange.newPassword": "a password: hashed, never shown",
  "MemberCreate.referralCode": "another member's code, looked up; the member's own code is generated",
  "PublicJoin.referralCode": "another member's code, looked up; the member's own code is generated",
  "Scan.memberNumber": "a scanned member number, looked up",
  "PasskitLog.logs[]": "a device's log line, written to the server log as JSON (escaped), never stored",
  "GoogleWalletConfig.serviceAccount.private_key": "a PEM private key (several lines), sealed, never shown",
  "AppleCertificateUpload.passTypeIdentifier":
    "must equal the pass type identifier in the uploaded certificate, which Apple issued",
  "AppleCertificateUpload.password": "the .p12 file's password: used once to open it, never stored",
};

/** Strings whose validator takes any character (no 422 for NUL, so none to state), and why that is safe. */
const TAKES_ANY_CHARACTER: Record<string, string> = {
  "AppleCertificateUpload.certificate":
    "PEM text: parsed as a certificate (400 CERTIFICATE_UNREADABLE), never stored as sent",
  "AppleCertificateUpload.privateKey":
    "PEM text: parsed as a key (400 PRIVATE_KEY_UNREADABLE), stored sealed",
};

type Schema = Record<string, unknown>;
type Leaf = { location: string; schema: Schema };

const document = buildOpenApiDocument();
const components = document.components.schemas as Record<string, Schema>;
const RULES = new Set([LINE_TEXT_PATTERN, MULTILINE_TEXT_PATTERN]);

/** A closed pattern (objectIds, colours, amounts, codes) names every character it admits: nothing to refuse. */
const isTextOrClosed = (schema: Schema) =>
  patternsOf(schema).some((pattern) => RULES.has(pattern) || isClosedPattern(pattern));

const patternsOf = (schema: Schema): string[] =>
  [schema.pattern, ...((schema.allOf as Schema[] | undefined) ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === "string",
  );

const isString = (schema: Schema) =>
  schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));

/** Strings that carry a closed set of values or a format of their own (e-mail, URL, date, file). */
const isConstrainedOtherwise = (schema: Schema) =>
  "enum" in schema || "const" in schema || "format" in schema;

/** Every string schema inside `schema`, named by where it sits (`a.b`, `list[]`). */
function stringLeaves(schema: Schema, location: string, depth = 0): Leaf[] {
  if (depth > 20) return [];
  const ref = typeof schema.$ref === "string" ? schema.$ref.replace("#/components/schemas/", "") : null;
  if (ref) return stringLeaves(components[ref] ?? {}, location, depth + 1);
  const leaves: Leaf[] = isString(schema) && !isConstrainedOtherwise(schema) ? [{ location, schema }] : [];
  for (const key of ["anyOf", "oneOf"] as const)
    for (const part of (schema[key] as Schema[] | undefined) ?? [])
      leaves.push(...stringLeaves(part, location, depth + 1));
  for (const [name, property] of Object.entries((schema.properties as Record<string, Schema>) ?? {}))
    leaves.push(...stringLeaves(property, `${location}.${name}`, depth + 1));
  if (schema.items && typeof schema.items === "object")
    leaves.push(...stringLeaves(schema.items as Schema, `${location}[]`, depth + 1));
  return leaves;
}

type DocumentedOperation = {
  parameters?: { name?: string; in?: string; schema?: Schema; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

const operationOf = (path: string, method: string) =>
  (document.paths[path] as Record<string, DocumentedOperation>)[method] as DocumentedOperation;

function bodyLeaves(): Leaf[] {
  return OPERATIONS.flatMap((operation) => {
    const { requestBody } = operationOf(operation.path, operation.method);
    return Object.values(requestBody?.content ?? {}).flatMap(({ schema }) => {
      const ref = typeof schema.$ref === "string" ? schema.$ref.replace("#/components/schemas/", "") : null;
      return stringLeaves(schema, ref ?? operation.operationId);
    });
  });
}

function parameterLeaves(): Leaf[] {
  return OPERATIONS.flatMap((operation) =>
    (operationOf(operation.path, operation.method).parameters ?? []).flatMap((parameter) =>
      parameter.schema ? stringLeaves(parameter.schema, `${operation.operationId}.${parameter.name}`) : [],
    ),
  );
}

const unique = (leaves: Leaf[]) => [...new Map(leaves.map((leaf) => [leaf.location, leaf])).values()];

describe("stored text (lib/schemas/fields/text.ts)", () => {
  const leaves = unique(bodyLeaves());

  it("finds the request bodies' strings", () => {
    expect(leaves.map((leaf) => leaf.location)).toEqual(
      expect.arrayContaining([
        "ProgramCreate.name",
        "TemplateCreate.headerFields[].value",
        "MemberCreate.firstName",
      ]),
    );
  });

  it("builds every stored string of a request body with text(), or says why it is not text people read", () => {
    const offenders = leaves
      .filter((leaf) => !isTextOrClosed(leaf.schema) && !(leaf.location in TAKES_ANY_CHARACTER))
      .map((leaf) => leaf.location)
      .filter((location) => !(location in NOT_STORED_AS_TEXT));
    expect(offenders, "use text() from lib/schemas/fields, or list the field with its reason").toEqual([]);
  });

  it("lists no field that is text() or gone", () => {
    const plain = new Set(leaves.filter((leaf) => !isTextOrClosed(leaf.schema)).map((leaf) => leaf.location));
    expect(Object.keys(NOT_STORED_AS_TEXT).filter((location) => !plain.has(location))).toEqual([]);
  });

  it("states on every string of every request part a pattern that refuses NUL, as the 422 names it", () => {
    const silent = unique([...leaves, ...parameterLeaves()]).filter(
      (leaf) => !isTextOrClosed(leaf.schema) && !patternsOf(leaf.schema).includes(NO_NUL_PATTERN),
    );
    expect(silent.map((leaf) => leaf.location)).toEqual(Object.keys(TAKES_ANY_CHARACTER));
  });

  it("holds for the members' custom field values, which the program defines and the document cannot list", () => {
    const refusesBidi = (schema: z.ZodType) => !schema.safeParse("a\u202eb").success;
    expect(refusesBidi(customFieldValueSchema({ type: "text" }))).toBe(true);
    expect(refusesBidi(customFieldValueSchema({ type: "selection", options: [] }))).toBe(true);
    expect(refusesBidi(customFieldValueSchema({ type: null }))).toBe(true);
    // JSON fields hold data, not text: only NUL, which the database cannot store, is refused.
    expect(customFieldValueSchema({ type: "json" }).safeParse({ a: ["\u0000"] }).success).toBe(false);
    expect(customFieldValueSchema({ type: "json" }).safeParse({ a: ["\u202e"] }).success).toBe(true);
  });
});
