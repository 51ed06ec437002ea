import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { TEMPLATE_OPERATIONS } from "@/lib/openapi/template-operations";
import { deleteTemplate } from "@/lib/services/templates/delete-template";
import { getTemplateOrThrow } from "@/lib/services/templates/get-template";
import { toTemplateDto } from "@/lib/services/templates/template-dto";
import { updateTemplate } from "@/lib/services/templates/update-template";

// GET /v2/templates/{templateId} — one template of the merchant
export const GET = withApi(TEMPLATE_OPERATIONS.getTemplate, async ({ params, merchantId }) =>
  Response.json(toTemplateDto(await getTemplateOrThrow({ merchantId, templateId: params.templateId }))),
);

// PUT /v2/templates/{templateId} — update the fields given; passType is locked while images exist
export const PUT = withApi(TEMPLATE_OPERATIONS.updateTemplate, async ({ params, body, merchantId }) =>
  Response.json(await updateTemplate({ merchantId, templateId: params.templateId, input: body })),
);

// DELETE /v2/templates/{templateId} — delete the template and its images
export const DELETE = withApi(TEMPLATE_OPERATIONS.deleteTemplate, async ({ params, merchantId }) => {
  await deleteTemplate({ merchantId, templateId: params.templateId });
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, PUT, DELETE);
