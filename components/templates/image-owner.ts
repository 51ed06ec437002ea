import { apiClient, callApi } from "@/components/api/client";
import { uploadWithProgress } from "@/components/api/upload";
import type { PassImageResolution, PassImageType } from "@/lib/passes/image-rules";

/** Whose images a set of slots shows: a template's (per resolution) or an offer card's (@3x only). */
export type ImageOwnerRef =
  | { kind: "template"; templateId: string }
  | { kind: "offer"; programId: string; offerId: string };

/** A stable id for a slot's elements (the owner, type and resolution), safe in an HTML id. */
export function slotKeyOf(owner: ImageOwnerRef, type: PassImageType, resolution: PassImageResolution) {
  const ownerKey = owner.kind === "template" ? owner.templateId : `${owner.programId}-${owner.offerId}`;
  return `image-${ownerKey}-${type}-${resolution}`;
}

/** Upload one slot's image with progress; `fit` scales an oversized image down to the slot's box. */
export function uploadImage({
  owner,
  type,
  resolution,
  file,
  isFitted,
  onProgress,
}: {
  owner: ImageOwnerRef;
  type: PassImageType;
  resolution: PassImageResolution;
  file: Blob;
  isFitted: boolean;
  onProgress: (percent: number) => void;
}) {
  const query = { fit: isFitted ? ("contain" as const) : undefined };
  return owner.kind === "template"
    ? uploadWithProgress("/v2/templates/{templateId}/images/{type}/{resolution}", {
        params: { path: { templateId: owner.templateId, type, resolution }, query },
        fields: { image: file },
        onProgress,
      })
    : uploadWithProgress("/v2/loyalty/programs/{programId}/offers/{offerId}/card/images/{type}", {
        params: { path: { programId: owner.programId, offerId: owner.offerId, type }, query },
        fields: { image: file },
        onProgress,
      });
}

/** DELETE one slot's image through the typed client. */
export function deleteImage(owner: ImageOwnerRef, type: PassImageType, resolution: PassImageResolution) {
  return owner.kind === "template"
    ? callApi(
        apiClient.DELETE("/v2/templates/{templateId}/images/{type}/{resolution}", {
          params: { path: { templateId: owner.templateId, type, resolution } },
        }),
      )
    : callApi(
        apiClient.DELETE("/v2/loyalty/programs/{programId}/offers/{offerId}/card/images/{type}", {
          params: { path: { programId: owner.programId, offerId: owner.offerId, type } },
        }),
      );
}
