import { defineOperations } from "@/lib/openapi/operation";
import {
  createProgramSchema,
  listProgramsQuerySchema,
  PROGRAM_FIELD_USE,
  type ProgramFieldUse,
  programIdParamsSchema,
  updateProgramSchema,
} from "@/lib/schemas/program";
import { programListSchema, programResponseSchema } from "@/lib/schemas/program-response";
import { SUITABLE_PASS_KINDS } from "@/lib/schemas/program-template";

/** `templateId` on create and update: the rules the service applies (program-template-rules.ts). */
const TEMPLATE_RULES = `\`templateId\` names the pass template the program's passes wear (null: none). It must be one of the merchant's templates (else 404), bound to this program or to none (else 409 \`TEMPLATE_OF_OTHER_PROGRAM\`), of a kind that suits the program: ${(["loyalty", "giftcard"] as const).map((type) => `${type} programs take ${SUITABLE_PASS_KINDS[type].map((kind) => `\`${kind}\``).join(" or ")}`).join(", ")} templates (else 409 \`TEMPLATE_KIND_UNSUITABLE\`).`;
const templateConflicts = ["TEMPLATE_OF_OTHER_PROGRAM", "TEMPLATE_KIND_UNSUITABLE"];

const whoUses = (use: ProgramFieldUse) => {
  const types = use.types.map((type) => `\`${type}\``).join(" and ");
  const schemas = use.schemas?.map((schema) => `\`${schema}\``).join(", ");
  return schemas ? `${types} with \`schema\` ${schemas}` : types;
};

/** PROGRAM_FIELD_USE as a table: which fields each program type (and schema) uses. */
function fieldUseTable(): string {
  const rows = new Map<string, string[]>();
  for (const [field, use] of Object.entries(PROGRAM_FIELD_USE)) {
    const key = whoUses(use);
    rows.set(key, [...(rows.get(key) ?? []), `\`${field}\``]);
  }
  const body = [...rows].map(([who, fields]) => `| ${who} | ${fields.join(", ")} |`);
  return [
    "Which fields each program type uses (every field is accepted and stored for either type; for the other type it has no effect, and the dashboard neither shows nor sends it):",
    "",
    "| used by | fields |",
    "|---|---|",
    ...body,
  ].join("\n");
}

/** Programs: create, list, read, update (the lifecycle is in program-lifecycle-operations.ts). */
export const PROGRAM_OPERATIONS = defineOperations({
  createProgram: {
    method: "post",
    path: "/v2/programs",
    summary: "Create a loyalty program",
    description: `Required: \`passTypeIdentifier\` (starts with \`pass.\`) and \`name\`. Defaults: \`schema\` tieredMembership, \`programType\` loyalty, \`retention_period_days\` 30, \`customFields\` and \`requiredFields\` empty. Unknown fields are ignored. Answers 201 with the stored program. ${TEMPLATE_RULES}\n\n${fieldUseTable()}`,
    tags: ["Programs"],
    auth: "merchant",
    body: { schema: createProgramSchema, name: "ProgramCreate" },
    idempotent: true,
    success: {
      status: 201,
      description: "The created program",
      schema: programResponseSchema,
      name: "Program",
      hasLocation: true,
    },
    errors: { 404: "`templateId` names no template of this merchant" },
    conflictCodes: templateConflicts,
  },
  listPrograms: {
    method: "get",
    path: "/v2/loyalty/programs",
    summary: "List the merchant's programs",
    description:
      "`sort`: `-createdAt` (newest first, the default), `createdAt`, `name` or `-name` (case- and accent-insensitive, numbers by value); ties list newest first. `status` (`active` or `archived`) filters; without it both are listed. Deleted programs are never listed. `q` searches name, description and pass type identifier (case-insensitive). `offset`, when given, takes precedence over `page`.",
    tags: ["Programs"],
    auth: "merchant",
    appKey: "filter",
    query: listProgramsQuerySchema,
    success: {
      status: 200,
      description: "One page of programs",
      schema: programListSchema,
      name: "ProgramPage",
    },
  },
  getProgram: {
    method: "get",
    path: "/v2/loyalty/programs/{programId}",
    summary: "Get one program",
    tags: ["Programs"],
    auth: "merchant",
    params: programIdParamsSchema,
    success: { status: 200, description: "The program", schema: programResponseSchema, name: "Program" },
    errors: {
      404: "No such program for this merchant (another merchant's program is reported the same way)",
    },
  },
  updateProgram: {
    method: "put",
    path: "/v2/loyalty/programs/{programId}",
    summary: "Update a program",
    description: `Partial update: fields left out keep their value; \`null\` clears an optional field. ${TEMPLATE_RULES} A change of \`programType\` is checked against the template kept.\n\n${fieldUseTable()}`,
    tags: ["Programs"],
    auth: "merchant",
    params: programIdParamsSchema,
    body: { schema: updateProgramSchema, name: "ProgramUpdate" },
    success: {
      status: 200,
      description: "The updated program",
      schema: programResponseSchema,
      name: "Program",
    },
    errors: { 404: "No such program for this merchant, or `templateId` names no template of this merchant" },
    conflictCodes: templateConflicts,
  },
});
