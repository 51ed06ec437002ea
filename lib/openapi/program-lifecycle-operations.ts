import { defineOperations } from "@/lib/openapi/operation";
import { duplicateProgramSchema, programIdParamsSchema } from "@/lib/schemas/program";
import { programResponseSchema } from "@/lib/schemas/program-response";

// Issue 11: archive, unarchive, duplicate and delete a program of any type.
const tags = ["Programs"];
const path = "/v2/loyalty/programs/{programId}";
const program = { schema: programResponseSchema, name: "Program" };
const notFound = {
  404: "No such program for this merchant (another merchant's, or a deleted one, is reported the same way)",
};
const ARCHIVE_RULES =
  "An archived program stays readable, listable (`status=archived`) and editable, and can be duplicated or deleted; it takes nothing new: issuing or reloading gift cards, creating or publishing offers answer 409 `PROGRAM_ARCHIVED`. Cards already issued still redeem; live offers stay live.";

export const PROGRAM_LIFECYCLE_OPERATIONS = defineOperations({
  archiveProgram: {
    method: "post",
    path: `${path}/archive`,
    summary: "Archive a program",
    description: `\`active\` → \`archived\` (\`archivedAt\` set). ${ARCHIVE_RULES}`,
    tags,
    auth: "merchant",
    params: programIdParamsSchema,
    success: { status: 200, description: "The archived program", ...program },
    errors: notFound,
    conflictCodes: ["PROGRAM_ALREADY_ARCHIVED"],
  },
  unarchiveProgram: {
    method: "post",
    path: `${path}/unarchive`,
    summary: "Unarchive a program",
    description: "`archived` → `active` (`archivedAt` null again).",
    tags,
    auth: "merchant",
    params: programIdParamsSchema,
    success: { status: 200, description: "The active program", ...program },
    errors: notFound,
    conflictCodes: ["PROGRAM_NOT_ARCHIVED"],
  },
  duplicateProgram: {
    method: "post",
    path: `${path}/duplicate`,
    idempotent: true,
    summary: "Duplicate a program",
    description:
      'A new program (new `id`, `status: "active"`, new timestamps) with every setting of the source, archived sources included. `name` is optional (the body may be left out): by default the source\'s name plus " (copy)", shortened to fit 200 characters. Gift cards, offers and templates are not copied: they belong to the source\'s customers and history.',
    tags,
    auth: "merchant",
    params: programIdParamsSchema,
    body: { schema: duplicateProgramSchema, name: "ProgramDuplicate" },
    success: { status: 201, description: "The copy", ...program, hasLocation: true },
    errors: notFound,
  },
  deleteProgram: {
    method: "delete",
    path,
    summary: "Delete a program",
    description:
      "Soft delete of any program type, archived or not: the program, its offers and its gift cards disappear from the API at once (GET answers 404, lists leave it out; GDPR requests can still reach its cards' customers). After its `retention_period_days` (0: at once) the purge removes the program, its offers and their images, its cards and their ledgers for good; templates that named it are kept without it. Deleting again answers 404.",
    tags,
    auth: "merchant",
    params: programIdParamsSchema,
    success: { status: 204, description: "Deleted; purged after the retention period" },
    errors: notFound,
  },
});
