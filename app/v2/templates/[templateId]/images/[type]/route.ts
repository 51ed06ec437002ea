import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { TEMPLATE_OPERATIONS } from "@/lib/openapi/template-operations";
import { deleteImages } from "@/lib/services/pass-images/delete-images";
import { listImages } from "@/lib/services/pass-images/list-images";
import { templateOwner } from "@/lib/services/templates/template-image-owner";

// GET /v2/templates/{templateId}/images/{type} — the stored resolutions of one image type
export const GET = withApi(TEMPLATE_OPERATIONS.listTemplateImagesOfType, async ({ params, merchantId }) => {
  const owner = await templateOwner({ merchantId, templateId: params.templateId });
  return Response.json(await listImages({ owner, type: params.type }));
});

// DELETE /v2/templates/{templateId}/images/{type} — delete every resolution of one image type
export const DELETE = withApi(
  TEMPLATE_OPERATIONS.deleteTemplateImagesOfType,
  async ({ params, merchantId }) => {
    const owner = await templateOwner({ merchantId, templateId: params.templateId });
    await deleteImages({ owner, type: params.type });
    return new Response(null, { status: 204 });
  },
);

export const { POST, PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, DELETE);
