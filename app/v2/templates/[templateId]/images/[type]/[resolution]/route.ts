import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { pngResponse } from "@/lib/api/png-response";
import { withApi } from "@/lib/api/with-api";
import { TEMPLATE_OPERATIONS } from "@/lib/openapi/template-operations";
import { deleteImage } from "@/lib/services/pass-images/delete-images";
import { getImageFileOrThrow } from "@/lib/services/pass-images/get-image";
import { storeImage } from "@/lib/services/pass-images/store-image";
import { templateOwner } from "@/lib/services/templates/template-image-owner";

// POST /v2/templates/{templateId}/images/{type}/{resolution} — create or replace one image (multipart `image`)
export const POST = withApi(
  TEMPLATE_OPERATIONS.uploadTemplateImage,
  async ({ params: { templateId, ...slot }, query, body, merchantId }) => {
    const owner = await templateOwner({ merchantId, templateId });
    return Response.json(await storeImage({ owner, slot, file: body.image, query }));
  },
);

// GET /v2/templates/{templateId}/images/{type}/{resolution} — the PNG itself, with ETag
export const GET = withApi(
  TEMPLATE_OPERATIONS.getTemplateImage,
  async ({ request, params: { templateId, ...slot }, merchantId }) => {
    const owner = await templateOwner({ merchantId, templateId });
    return pngResponse(request, await getImageFileOrThrow({ owner, ...slot }));
  },
);

// DELETE /v2/templates/{templateId}/images/{type}/{resolution} — delete one image
export const DELETE = withApi(
  TEMPLATE_OPERATIONS.deleteTemplateImage,
  async ({ params: { templateId, ...slot }, merchantId }) => {
    await deleteImage({ owner: await templateOwner({ merchantId, templateId }), ...slot });
    return new Response(null, { status: 204 });
  },
);

export const { PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, POST, DELETE);
