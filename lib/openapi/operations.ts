import type { z } from "zod";
import { createProgramSchema, listProgramsQuerySchema, programIdParamsSchema, updateProgramSchema } from "@/lib/schemas/program";
import { programListSchema, programResponseSchema } from "@/lib/schemas/program-response";
import { currentUserSchema, tokenRequestSchema, tokenResponseSchema } from "@/lib/schemas/token";

export type OperationAuth = "none" | "user" | "merchant";

export type Operation = {
  method: "get" | "post" | "put" | "delete" | "patch";
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: OperationAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: { schema: z.ZodType; name: string; mediaType?: "application/json" | "application/x-www-form-urlencoded" };
  success: { status: number; description: string; schema?: z.ZodType; name?: string };
  /** Extra documented failures beyond the ones every operation of its kind has. */
  errors?: Record<number, string>;
};

/** Every /v2 operation. A test fails when a route file exports a method that is missing here. */
export const OPERATIONS: Operation[] = [
  {
    method: "post",
    path: "/v2/token",
    operationId: "createAccessToken",
    summary: "Sign in: exchange e-mail and password for an access token",
    description:
      "OAuth2 password form. `username` is the e-mail address. The token is a JWT (HS256) valid for 60 minutes by default; send it as `Authorization: Bearer <token>`.",
    tags: ["Authentication"],
    auth: "none",
    body: { schema: tokenRequestSchema, name: "TokenRequest", mediaType: "application/x-www-form-urlencoded" },
    success: { status: 200, description: "Access token", schema: tokenResponseSchema, name: "TokenResponse" },
    errors: { 401: "Incorrect username or password" },
  },
  {
    method: "get",
    path: "/v2/token",
    operationId: "getCurrentUser",
    summary: "The user the access token belongs to",
    tags: ["Authentication"],
    auth: "user",
    success: { status: 200, description: "Current user", schema: currentUserSchema, name: "CurrentUser" },
  },
  {
    method: "post",
    path: "/v2/programs",
    operationId: "createProgram",
    summary: "Create a loyalty program",
    description:
      "Required: `passTypeIdentifier` (starts with `pass.`) and `name`. Defaults: `schema` tieredMembership, `programType` loyalty, `retention_period_days` 30, `customFields` and `requiredFields` empty. Unknown fields are ignored. Answers 201 with the stored program.",
    tags: ["Programs"],
    auth: "merchant",
    body: { schema: createProgramSchema, name: "ProgramCreate" },
    success: { status: 201, description: "The created program", schema: programResponseSchema, name: "Program" },
  },
  {
    method: "get",
    path: "/v2/loyalty/programs",
    operationId: "listPrograms",
    summary: "List the merchant's programs",
    description:
      "Newest first. `q` searches name, description and pass type identifier (case-insensitive). `offset`, when given, takes precedence over `page`.",
    tags: ["Programs"],
    auth: "merchant",
    query: listProgramsQuerySchema,
    success: { status: 200, description: "One page of programs", schema: programListSchema, name: "ProgramPage" },
  },
  {
    method: "get",
    path: "/v2/loyalty/programs/{programId}",
    operationId: "getProgram",
    summary: "Get one program",
    tags: ["Programs"],
    auth: "merchant",
    params: programIdParamsSchema,
    success: { status: 200, description: "The program", schema: programResponseSchema, name: "Program" },
    errors: { 404: "No such program for this merchant (another merchant's program is reported the same way)" },
  },
  {
    method: "put",
    path: "/v2/loyalty/programs/{programId}",
    operationId: "updateProgram",
    summary: "Update a program",
    description: "Partial update: fields left out keep their value; `null` clears an optional field.",
    tags: ["Programs"],
    auth: "merchant",
    params: programIdParamsSchema,
    body: { schema: updateProgramSchema, name: "ProgramUpdate" },
    success: { status: 200, description: "The updated program", schema: programResponseSchema, name: "Program" },
    errors: { 404: "No such program for this merchant" },
  },
  {
    method: "get",
    path: "/v2/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This OpenAPI document",
    tags: ["Meta"],
    auth: "none",
    success: { status: 200, description: "OpenAPI 3.1 document" },
  },
];
