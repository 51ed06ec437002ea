import { z } from "zod";
import { PASS_IMAGE_RESOLUTIONS, PASS_IMAGE_TYPES } from "@/lib/passes/image-rules";
import { bool, enumOf, model, objectId, uploadFile } from "@/lib/schemas/fields";

export const IMAGE_FIT_MODES = ["contain"] as const;

export const passImageTypeField = () => enumOf(PASS_IMAGE_TYPES);
export const passImageResolutionField = () => enumOf(PASS_IMAGE_RESOLUTIONS);

export const templateImagesParamsSchema = model({ templateId: objectId() });
export const templateImageTypeParamsSchema = model({ templateId: objectId(), type: passImageTypeField() });
export const templateImageSlotParamsSchema = model({
  templateId: objectId(),
  type: passImageTypeField(),
  resolution: passImageResolutionField(),
});

export const offerCardImagesParamsSchema = model({ programId: objectId(), offerId: objectId() });
export const offerCardImageParamsSchema = model({
  programId: objectId(),
  offerId: objectId(),
  type: passImageTypeField(),
});

/** Multipart body: one required binary part `image`. */
export const imageUploadSchema = model({ image: uploadFile() });

export const imageUploadQuerySchema = model({
  derive: bool().default(true).meta({
    description:
      "On a `high` or `ultra` template upload, also store the lower resolutions, downscaled, except a slot holding an image uploaded to it (which is never replaced); `false`: store this slot only",
  }),
  fit: enumOf(IMAGE_FIT_MODES)
    .nullish()
    .meta({ description: "`contain`: downscale an image larger than the slot to fit inside it" }),
});
export type ImageUploadQuery = z.output<typeof imageUploadQuerySchema>;

export const passImageResponseSchema = z.object({
  id: z.string(),
  templateId: z.string().nullable(),
  offerId: z.string().nullable(),
  programId: z.string().nullable(),
  type: z.enum(PASS_IMAGE_TYPES),
  resolution: z.enum(PASS_IMAGE_RESOLUTIONS),
  fileName: z.string().meta({ description: "Apple's file name in a .pkpass, e.g. `logo@2x.png`" }),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.literal("image/png"),
  bytes: z.number().int(),
  sha256: z.string(),
  isDerived: z.boolean().meta({
    description:
      "True when the service scaled this image down from an upload at a higher resolution (`?derive`); false when it was uploaded to this slot",
  }),
  url: z.string(),
  updatedAt: z.iso.datetime(),
});
export type PassImageDto = z.output<typeof passImageResponseSchema>;

export const passImageUploadResponseSchema = passImageResponseSchema.extend({
  derived: z.array(passImageResponseSchema).optional().meta({
    description:
      "Template uploads: the lower resolutions stored from this upload (none with `?derive=false`, at `normal`, or where an uploaded image is kept)",
  }),
});

export const passImageListSchema = z.object({ items: z.array(passImageResponseSchema) });
