import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export const GENERATED_TYPES_PATH = "components/api/v2.d.ts";

const HEADER = `/**
 * Generated from the OpenAPI document the app serves at GET /v2/openapi.json (lib/openapi/document.ts).
 * Do not edit: run \`npm run api:types\` after changing a route's schema; a test fails while this file is stale.
 */

`;

/** The TypeScript declarations of the /v2 API, built in-process from the same document the server answers with. */
export async function generateApiTypes(): Promise<string> {
  const document = buildOpenApiDocument();
  // openapi-typescript takes a JSON string or object; a deep copy keeps its $ref resolution off our objects.
  const ast = await openapiTS(JSON.stringify(document), { silent: true, defaultNonNullable: false });
  return HEADER + astToString(ast);
}
