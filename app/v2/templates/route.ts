import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { TEMPLATE_OPERATIONS } from "@/lib/openapi/template-operations";
import { createTemplate } from "@/lib/services/templates/create-template";
import { listTemplates } from "@/lib/services/templates/list-templates";

// GET /v2/templates — the merchant's pass templates, newest first
export const GET = withApi(TEMPLATE_OPERATIONS.listTemplates, async ({ merchantId, appKeyScope }) =>
  Response.json(await listTemplates({ merchantId, onlyIds: appKeyScope?.templateIds })),
);

// POST /v2/templates — create a pass template
export const POST = withApi(TEMPLATE_OPERATIONS.createTemplate, async ({ body, merchantId }) => {
  const template = await createTemplate({ merchantId, input: body });
  return Response.json(template, { status: 201, headers: { Location: `/v2/templates/${template.id}` } });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
