import type { Types } from "mongoose";
import type { PassImageDocument } from "@/lib/db/models/pass-image";
import { appleFileName } from "@/lib/passes/image-rules";
import type { PassImageDto } from "@/lib/schemas/pass-image";

export type StoredPassImage = PassImageDocument & { _id: Types.ObjectId; updatedAt: Date };

/** Where the PNG itself is served. */
export function imageUrl(
  image: Pick<StoredPassImage, "templateId" | "offerId" | "programId" | "type" | "resolution">,
) {
  if (image.templateId) return `/v2/templates/${image.templateId}/images/${image.type}/${image.resolution}`;
  return `/v2/loyalty/programs/${image.programId}/offers/${image.offerId}/card/images/${image.type}`;
}

export function toPassImageDto(image: StoredPassImage): PassImageDto {
  const id = (value: unknown) => (value ? String(value) : null);
  return {
    id: String(image._id),
    templateId: id(image.templateId),
    offerId: id(image.offerId),
    programId: id(image.programId),
    type: image.type,
    resolution: image.resolution,
    fileName: appleFileName(image.type, image.resolution),
    width: image.width,
    height: image.height,
    contentType: "image/png",
    bytes: image.bytes,
    sha256: image.sha256,
    isDerived: image.isDerived === true,
    url: imageUrl(image),
    updatedAt: image.updatedAt.toISOString(),
  };
}
