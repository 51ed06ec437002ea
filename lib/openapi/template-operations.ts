import { defineOperations, type Operation } from "@/lib/openapi/operation";
import {
  COMBINED_SECONDARY_AUXILIARY_LIMIT,
  FIELD_LIMITS,
  OFFER_FIELD_KEY_PREFIX,
  SERVICE_FIELD_KEYS,
} from "@/lib/passes/field-limits";
import {
  ACCEPTED_IMAGE_MEDIA_TYPES,
  DEFAULT_IMAGE_MAX_LABEL,
  EXCLUSIVE_IMAGE_TYPES,
  imageRulesMarkdown,
  MAX_INPUT_PIXELS,
  PASS_KINDS,
  SUPPORTED_IMAGE_TYPES,
} from "@/lib/passes/image-rules";
import { PASS_PLACEHOLDERS } from "@/lib/passes/placeholders";
import {
  imageUploadQuerySchema,
  imageUploadSchema,
  passImageListSchema,
  passImageUploadResponseSchema,
  templateImageSlotParamsSchema,
  templateImagesParamsSchema,
  templateImageTypeParamsSchema,
} from "@/lib/schemas/pass-image";
import {
  createTemplateSchema,
  TEMPLATE_ERROR_CODES,
  templateIdParamsSchema,
  templateListSchema,
  templateResponseSchema,
  updateTemplateSchema,
} from "@/lib/schemas/template";

const tags = ["Pass templates"];
const notFound = {
  404: "No such template for this merchant (another merchant's template is reported the same way)",
};

const kindsLine = PASS_KINDS.map((kind) => `\`${kind}\`: ${SUPPORTED_IMAGE_TYPES[kind].join(", ")}`).join(
  "; ",
);
const fieldLimitsLine = PASS_KINDS.map((kind) => {
  const limits = FIELD_LIMITS[kind];
  return `\`${kind}\` ${limits.headerFields}/${limits.primaryFields}/${limits.secondaryFields}/${limits.auxiliaryFields}/${limits.backFields}`;
}).join(", ");

/** The upload rules, generated from lib/passes/image-rules so the document cannot drift from the code. */
export const IMAGE_UPLOAD_DESCRIPTION = `Multipart body with one binary part \`image\` (${ACCEPTED_IMAGE_MEDIA_TYPES.join(", ")}; the bytes decide, not the file name or Content-Type). The image is decoded, checked and stored as a PNG without metadata; the answer is its data as JSON. Replacing is atomic: a rejected upload leaves the stored image as it was.

Image types per pass kind: ${kindsLine}. ${Object.keys(EXCLUSIVE_IMAGE_TYPES).join(", ")}: a strip image excludes background and thumbnail, and the reverse (422 at \`["path","type"]\`).

Sizes in pixels (Apple's points × 1, 2, 3). Larger images are refused (or, with \`?fit=contain\`, downscaled to fit); smaller ones are accepted, except icons (at least 29 points) and thumbnails outside 2:3–3:2:

${imageRulesMarkdown()}

Uploads over IMAGE_MAX_BYTES (${DEFAULT_IMAGE_MAX_LABEL} by default) answer 413 (from Content-Length before reading); images over ${MAX_INPUT_PIXELS.toLocaleString("en")} pixels are refused from their header, undecoded.`;

/** What every image upload operation (template slot, offer card) takes and answers. */
export const IMAGE_UPLOAD_EXCHANGE = {
  query: imageUploadQuerySchema,
  body: { schema: imageUploadSchema, name: "ImageUpload", mediaType: "multipart/form-data" },
  success: {
    status: 200,
    description: "The stored image",
    schema: passImageUploadResponseSchema,
    name: "PassImage",
  },
  imageTooLarge: `Image larger than IMAGE_MAX_BYTES (${DEFAULT_IMAGE_MAX_LABEL} by default)`,
} as const satisfies Pick<Operation, "query" | "body" | "success"> & { imageTooLarge: string };

/** A stored image's PNG, with the headers that let a client revalidate it (lib/api/png-response.ts). */
export const PNG_ANSWER = {
  success: {
    status: 200,
    description: "The PNG",
    otherMediaTypes: { "image/png": { type: "string", contentMediaType: "image/png" } },
    headers: ["ETag", "Cache-Control", "Last-Modified"],
  },
  notModified: true,
} as const satisfies Pick<Operation, "success" | "notModified">;

/** Rules over the whole pass: Apple's combined count, and keys that must stay free (lib/passes/field-limits.ts). */
const PASS_WIDE_RULES = `${Object.keys(COMBINED_SECONDARY_AUXILIARY_LIMIT).join(", ")} show at most ${Math.max(...Object.values(COMBINED_SECONDARY_AUXILIARY_LIMIT))} secondary and auxiliary fields together (Apple's rule; else 422 \`value_error\` at \`["body", "auxiliaryFields"]\`). Keys are unique over the whole pass, and ${SERVICE_FIELD_KEYS.map((key) => `\`${key}\``).join(", ")} and keys starting \`${OFFER_FIELD_KEY_PREFIX}\` belong to the fields every pass carries (the program's texts and contacts, the member's offers, the development note): a field with such a key, or a key used twice, is a 422 \`value_error\` at its \`key\` (e.g. \`["body", "backFields", 1, "key"]\`).`;

/** Field values' placeholders (lib/passes/placeholders.ts), filled with live values on every pass. */
const PLACEHOLDER_RULES = `Field values may hold placeholders, filled with live values on each pass: ${PASS_PLACEHOLDERS.map((name) => `\`{${name}}\``).join(", ")}; any other \`{name}\` is a 422 \`value_error\` at the field's \`value\` (e.g. \`["body", "primaryFields", 0, "value"]\`) whose \`msg\` names it and whose \`ctx\` has \`placeholders\` (the unknown ones) and \`allowed\` (the list), both as \`{name}\`. Text in braces that is not a name (\`{ }\`, \`{5}\`) stays as written.`;

export const TEMPLATE_OPERATIONS = defineOperations({
  listTemplates: {
    method: "get",
    path: "/v2/templates",
    summary: "List the merchant's pass templates",
    description: "Newest first; at most 500.",
    tags,
    auth: "merchant",
    appKey: "filter",
    success: { status: 200, description: "Templates", schema: templateListSchema, name: "TemplateList" },
  },
  createTemplate: {
    method: "post",
    path: "/v2/templates",
    idempotent: true,
    summary: "Create a pass template",
    description: `\`passType\` is one of ${PASS_KINDS.join(", ")}. Colors are \`rgb(r, g, b)\` or \`#rrggbb\`. Field counts per kind (header/primary/secondary/auxiliary/back): ${fieldLimitsLine}. \`programId\`, when given, must be one of the merchant's programs. ${PASS_WIDE_RULES} ${PLACEHOLDER_RULES}`,
    tags,
    auth: "merchant",
    body: { schema: createTemplateSchema, name: "TemplateCreate" },
    success: {
      status: 201,
      description: "The created template",
      schema: templateResponseSchema,
      name: "Template",
      hasLocation: true,
    },
  },
  getTemplate: {
    method: "get",
    path: "/v2/templates/{templateId}",
    summary: "Get one pass template",
    tags,
    auth: "merchant",
    params: templateIdParamsSchema,
    success: { status: 200, description: "The template", schema: templateResponseSchema, name: "Template" },
    errors: notFound,
  },
  updateTemplate: {
    method: "put",
    path: "/v2/templates/{templateId}",
    summary: "Update a pass template",
    description: `Partial update: fields left out keep their value; \`null\` clears an optional field. \`passType\` cannot change while the template has images (409 PASS_TYPE_LOCKED). Field counts per kind (header/primary/secondary/auxiliary/back) apply to the template as it will be stored: ${fieldLimitsLine} (else 422 \`value_error\` at the group). ${PASS_WIDE_RULES} ${PLACEHOLDER_RULES}`,
    tags,
    auth: "merchant",
    params: templateIdParamsSchema,
    body: { schema: updateTemplateSchema, name: "TemplateUpdate" },
    success: {
      status: 200,
      description: "The updated template",
      schema: templateResponseSchema,
      name: "Template",
    },
    errors: notFound,
    serviceErrorCodes: Object.keys(TEMPLATE_ERROR_CODES),
    serviceErrorStatus: 409,
  },
  deleteTemplate: {
    method: "delete",
    path: "/v2/templates/{templateId}",
    summary: "Delete a pass template and its images",
    tags,
    auth: "merchant",
    params: templateIdParamsSchema,
    success: { status: 204, description: "Deleted" },
    errors: notFound,
  },
  listTemplateImages: {
    method: "get",
    path: "/v2/templates/{templateId}/images",
    summary: "List a template's images (their data, not the files)",
    tags,
    auth: "merchant",
    params: templateImagesParamsSchema,
    success: { status: 200, description: "Images", schema: passImageListSchema, name: "PassImageList" },
    errors: notFound,
  },
  deleteTemplateImages: {
    method: "delete",
    path: "/v2/templates/{templateId}/images",
    summary: "Delete every image of a template",
    tags,
    auth: "merchant",
    params: templateImagesParamsSchema,
    success: { status: 204, description: "Deleted (also when there was none)" },
    errors: notFound,
  },
  listTemplateImagesOfType: {
    method: "get",
    path: "/v2/templates/{templateId}/images/{type}",
    summary: "List the stored resolutions of one image type",
    tags,
    auth: "merchant",
    params: templateImageTypeParamsSchema,
    success: { status: 200, description: "Images", schema: passImageListSchema, name: "PassImageList" },
    errors: notFound,
  },
  deleteTemplateImagesOfType: {
    method: "delete",
    path: "/v2/templates/{templateId}/images/{type}",
    summary: "Delete every resolution of one image type",
    tags,
    auth: "merchant",
    params: templateImageTypeParamsSchema,
    success: { status: 204, description: "Deleted (also when there was none)" },
    errors: notFound,
  },
  uploadTemplateImage: {
    method: "post",
    path: "/v2/templates/{templateId}/images/{type}/{resolution}",
    summary: "Create or replace a template image",
    description: `${IMAGE_UPLOAD_DESCRIPTION}\n\nOne upload per image type is enough: a \`high\` or \`ultra\` upload also stores the lower resolutions, downscaled (listed in \`derived\`, each with \`isDerived: true\`). A slot holding an image uploaded to it is never replaced by a derived one; a derived one is replaced by the next upload. \`?derive=false\` stores the named slot only, as before issue 28.`,
    tags,
    auth: "merchant",
    params: templateImageSlotParamsSchema,
    query: IMAGE_UPLOAD_EXCHANGE.query,
    body: IMAGE_UPLOAD_EXCHANGE.body,
    success: IMAGE_UPLOAD_EXCHANGE.success,
    errors: { ...notFound, 413: IMAGE_UPLOAD_EXCHANGE.imageTooLarge },
  },
  getTemplateImage: {
    method: "get",
    path: "/v2/templates/{templateId}/images/{type}/{resolution}",
    summary: "The stored PNG of one image slot",
    description:
      "Answers `image/png` with `ETag` (the PNG's SHA-256) and `Cache-Control: private, no-cache`; 304 when `If-None-Match` names the ETag.",
    tags,
    auth: "merchant",
    params: templateImageSlotParamsSchema,
    ...PNG_ANSWER,
    errors: {
      404: "No such template, or no image in this slot",
    },
  },
  deleteTemplateImage: {
    method: "delete",
    path: "/v2/templates/{templateId}/images/{type}/{resolution}",
    summary: "Delete one image",
    tags,
    auth: "merchant",
    params: templateImageSlotParamsSchema,
    success: { status: 204, description: "Deleted" },
    errors: { 404: "No such template, or no image in this slot" },
  },
});
