import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { TEMPLATE_OPERATIONS } from "@/lib/openapi/template-operations";
import { deleteImages } from "@/lib/services/pass-images/delete-images";
import { listImages } from "@/lib/services/pass-images/list-images";
import { templateOwner } from "@/lib/services/templates/template-image-owner";

// GET /v2/templates/{templateId}/images — every image of the template (data, not the files)
export const GET = withApi(TEMPLATE_OPERATIONS.listTemplateImages, async ({ params, merchantId }) =>
  Response.json(await listImages({ owner: await templateOwner({ merchantId, ...params }) })),
);

// DELETE /v2/templates/{templateId}/images — delete every image of the template
export const DELETE = withApi(TEMPLATE_OPERATIONS.deleteTemplateImages, async ({ params, merchantId }) => {
  await deleteImages({ owner: await templateOwner({ merchantId, ...params }) });
  return new Response(null, { status: 204 });
});

export const { POST, PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, DELETE);
