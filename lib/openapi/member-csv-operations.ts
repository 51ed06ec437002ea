import { defineOperations } from "@/lib/openapi/operation";
import { memberProgramParamsSchema } from "@/lib/schemas/member";
import {
  CUSTOM_FIELD_COLUMN_PREFIX,
  MEMBER_EXPORT_COLUMNS,
  MEMBER_IMPORT_LIMITS,
  memberImportResponseSchema,
  memberImportSchema,
} from "@/lib/schemas/member-import";

const tags = ["Members"];
const MEMBERS = "/v2/loyalty/programs/{programId}/members";
const PROGRAM_404 = "No such program for this merchant (another merchant's program is reported the same way)";

/** Importing and exporting a program's members (issue 17, decision 019). */
export const MEMBER_CSV_OPERATIONS = defineOperations({
  importMembers: {
    method: "post",
    path: `${MEMBERS}/import`,
    idempotent: true,
    summary: "Import members (a batch of rows)",
    description: `For moving a customer list in: up to ${MEMBER_IMPORT_LIMITS.rowsPerRequest} rows per request (a body of at most ${MEMBER_IMPORT_LIMITS.bodyBytes / 1024 / 1024} MiB), each the fields of a join (\`MemberCreate\` without \`referralCode\`) plus \`points\`, an opening balance credited as one ledger entry of source \`import\`. The dashboard reads a CSV file, maps its columns to these fields and sends the rows in batches; partners may call it directly.\n\nEvery row is checked on its own, exactly as a join is (the program's \`requiredFields\`, custom field types, phone numbers read in the program's \`country\`), and answered in \`results\` in the rows' order: \`created\` (member id and number; the join rules \`pointsAddEmail\`, \`pointsAddPhone\` and custom fields' \`points\` are credited, \`member.created\` and \`points.changed\` announced to webhooks), \`duplicate\` (a member of the program already has the row's e-mail, phone or external id — \`matchedKey\` says which, \`memberId\` who; also a later row of the same batch with an earlier row's value), or \`refused\` with Pydantic-shaped \`issues\` located at \`["body","rows",<row>,…]\`. A row must carry an e-mail, phone or external id (\`import_key_missing\` otherwise): that is what makes sending the same rows again create nothing twice. A refused or duplicate row never stops the others; the status is 200 whatever the rows' outcomes. A body that is not a list of 1–${MEMBER_IMPORT_LIMITS.rowsPerRequest} objects is a 422 and changes nothing. Send batches one after another (not in parallel) and an \`Idempotency-Key\` per batch, so a retried batch answers its first results instead of \`duplicate\`. Read-only app keys cannot import (403 \`APP_KEY_READ_ONLY\`).`,
    tags,
    auth: "merchant",
    maxBodyBytes: MEMBER_IMPORT_LIMITS.bodyBytes,
    params: memberProgramParamsSchema,
    body: { schema: memberImportSchema, name: "MemberImport" },
    success: {
      status: 200,
      description: "One result per row, and how many rows had each outcome",
      schema: memberImportResponseSchema,
      name: "MemberImportResults",
    },
    errors: {
      404: PROGRAM_404,
      413: `Request body over the batch's limit (${MEMBER_IMPORT_LIMITS.bodyBytes / 1024 / 1024} MiB)`,
    },
    conflictCodes: ["PROGRAM_NOT_LOYALTY", "PROGRAM_ARCHIVED"],
  },
  exportMembers: {
    method: "get",
    path: `${MEMBERS}/export`,
    summary: "Export a program's members as CSV",
    description: `A file to save (\`Content-Disposition: attachment\`), streamed: the server reads 100 members at a time as the client reads on, so programs of any size export with little memory on either side. Members who join during the export may be missing from it; deleted members are left out, erased ones are listed with their personal data empty. Read-only app keys may export.`,
    tags,
    auth: "merchant",
    params: memberProgramParamsSchema,
    success: {
      status: 200,
      description: "The members as CSV",
      headers: ["Content-Disposition"],
      otherMediaTypes: {
        "text/csv": {
          type: "string",
          description: `UTF-8 with a byte order mark, RFC 4180, CRLF line ends. A header row, then one row per member in the order they joined. Columns, in this order: ${MEMBER_EXPORT_COLUMNS.map((column) => `\`${column}\``).join(", ")}, then \`${CUSTOM_FIELD_COLUMN_PREFIX}<name>\` for each of the program's custom fields (objects and lists as JSON). \`points\` is the balance, \`marketingConsent\` is \`true\` or \`false\`, times are ISO 8601 UTC. A cell starting with = + - @ (a phone number's + too) is prefixed with ' so spreadsheets show it rather than run it; the dashboard's import takes that ' off again.`,
        },
      },
    },
    errors: { 404: PROGRAM_404 },
    conflictCodes: ["PROGRAM_NOT_LOYALTY"],
  },
});
