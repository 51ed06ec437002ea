import { z } from "zod";
import { bool, int, list, MODEL_ATTRIBUTES_TYPE_MSG, model } from "@/lib/schemas/fields";
import { fail, ok, pydanticField } from "@/lib/schemas/fields/core";
import { toJsonSchema } from "@/lib/schemas/json-schema";
import { createMemberSchema, MEMBER_FIELDS, MEMBER_LIMITS } from "@/lib/schemas/member";

// Importing and exporting a program's members as CSV (issue 17, decision 019). The dashboard reads the file in
// the browser and sends its rows in batches; each row is checked on its own, so a broken row never stops the rest.

export const MEMBER_IMPORT_LIMITS = {
  /** Rows in one `POST …/members/import`. */
  rowsPerRequest: 500,
  /** The body of one batch (500 rows with long custom fields fit). */
  bodyBytes: 4 * 1024 * 1024,
  /** What the dashboard reads from one file. */
  fileBytes: 20 * 1024 * 1024,
  fileRows: 50_000,
  /** The largest opening balance a row may carry. */
  points: MEMBER_LIMITS.adjustment,
} as const;

/** The values that identify a member within a program; a row needs one of them (decision 019). */
export const MEMBER_IMPORT_KEYS = ["email", "phone", "externalId"] as const;
export type MemberImportKey = (typeof MEMBER_IMPORT_KEYS)[number];

/** What a CSV column may be mapped to, besides a custom field of the program. */
export const MEMBER_IMPORT_FIELDS = [...MEMBER_FIELDS, "marketingConsent", "points"] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

/**
 * One member as a row of the file, after the column mapping: the fields of a join without a referral code, plus
 * an opening balance (`points`, credited as one ledger entry of source `import`). The API checks each row with
 * it, and the dashboard's preview with the same schema.
 */
export const memberImportRowSchema = createMemberSchema.omit({ referralCode: true }).extend({
  points: int({ ge: 0, le: MEMBER_IMPORT_LIMITS.points }).nullish().meta({
    description: "Opening balance from the previous system: one `import` credit (lifetime points too)",
  }),
});

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Whether the row names an e-mail, phone or external id: what makes importing the same file again harmless. */
export const hasImportKey = (row: Record<string, unknown>) =>
  MEMBER_IMPORT_KEYS.some((key) => filled(row[key]));

/** The issue of a row without any key (a Pydantic-shaped item of our own type, located at the row). */
export const importKeyMissingIssue = (loc: (string | number)[], input: unknown) => ({
  type: "import_key_missing",
  loc,
  msg: "A row needs an e-mail, phone or external id, so that importing the file again cannot create the member twice",
  input,
});

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === "object" && input !== null && !Array.isArray(input);

/**
 * A row as the batch carries it: any object passes here and is checked on its own by the service, so one bad row
 * is refused in its result instead of failing the batch. Documented as the row schema it is checked against.
 */
const batchRow = pydanticField<Record<string, unknown>>({
  validate: (input) =>
    isPlainObject(input)
      ? ok(input)
      : fail({ type: "model_attributes_type", msg: MODEL_ATTRIBUTES_TYPE_MSG }),
  jsonSchema: {
    ...toJsonSchema(memberImportRowSchema, { io: "input" }),
    description:
      "One member. Checked row by row: a row that fails these rules is answered `refused` with its issues, the other rows still import.",
  },
});

export const memberImportSchema = model({
  rows: list(batchRow, { minLength: 1, maxLength: MEMBER_IMPORT_LIMITS.rowsPerRequest }),
  welcome: bool().default(false).meta({
    description:
      "Whether the program's welcome automation greets the members this batch creates (credits its points, sends its message); by default it does not (decision 050)",
  }),
});

const issueSchema = z.object({
  type: z.string(),
  loc: z.array(z.union([z.string(), z.number().int()])),
  msg: z.string(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
});

const rowIndex = z
  .number()
  .int()
  .meta({ description: "The row's position in the request's `rows` (from 0)" });

export const memberImportResultSchema = z.discriminatedUnion("status", [
  z.object({
    row: rowIndex,
    status: z.literal("created"),
    memberId: z.string(),
    memberNumber: z.string(),
  }),
  z.object({
    row: rowIndex,
    status: z.literal("duplicate"),
    matchedKey: z
      .enum(MEMBER_IMPORT_KEYS)
      .meta({ description: "Which of the row's values a member already has" }),
    memberId: z.string().meta({ description: "The member that has it (possibly from an earlier row)" }),
    memberNumber: z
      .string()
      .nullable()
      .meta({ description: "Null while that member is still being stored by a concurrent request" }),
  }),
  z.object({
    row: rowIndex,
    status: z.literal("refused"),
    issues: z.array(issueSchema).meta({
      description:
        'Pydantic-shaped, located in the request (`["body","rows",<row>,<field>…]`); `import_key_missing` at the row when it has no e-mail, phone or external id',
    }),
  }),
]);
export type MemberImportResult = z.infer<typeof memberImportResultSchema>;

export const memberImportResponseSchema = z.object({
  results: z.array(memberImportResultSchema).meta({ description: "One per row, in the rows' order" }),
  created: z.number().int(),
  duplicates: z.number().int(),
  refused: z.number().int(),
});
export type MemberImportResponse = z.infer<typeof memberImportResponseSchema>;

/**
 * The export's columns, in this order; then one `customFields.<name>` column per custom field of the program,
 * in the program's order. The import maps these header names back to the same fields.
 */
export const MEMBER_EXPORT_COLUMNS = [
  "id",
  "memberNumber",
  "status",
  "email",
  "phone",
  "firstName",
  "lastName",
  "birthday",
  "externalId",
  "marketingConsent",
  "points",
  "lifetimePoints",
  "tier",
  "referralCode",
  "referredBy",
  "createdAt",
  "updatedAt",
] as const;

export const CUSTOM_FIELD_COLUMN_PREFIX = "customFields.";
