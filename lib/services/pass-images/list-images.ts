import type { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import { PassImage } from "@/lib/db/models/pass-image";
import { PASS_IMAGE_RESOLUTIONS, PASS_IMAGE_TYPES, type PassImageType } from "@/lib/passes/image-rules";
import type { PassImageDto, passImageListSchema } from "@/lib/schemas/pass-image";
import { toPassImageDto } from "@/lib/services/pass-images/image-dto";
import { type ImageOwner, ownerFilter } from "@/lib/services/pass-images/image-owner";

const order = (image: PassImageDto) =>
  PASS_IMAGE_TYPES.indexOf(image.type) * 10 + PASS_IMAGE_RESOLUTIONS.indexOf(image.resolution);

/** The owner's images (without their bytes), optionally of one type, in type then resolution order. */
export async function listImages({
  owner,
  type,
}: {
  owner: ImageOwner;
  type?: PassImageType;
}): Promise<z.output<typeof passImageListSchema>> {
  await connectToDatabase();
  const images = await PassImage.find(ownerFilter(owner)).lean();
  const items = images
    .filter((image) => type === undefined || image.type === type)
    .map(toPassImageDto)
    .sort((a, b) => order(a) - order(b));
  return { items };
}
