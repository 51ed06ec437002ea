import { apiClient, callApi } from "@/components/api/client";
import type { PassImageResolution, PassImageType } from "@/lib/passes/image-rules";

/** Whose images a set of slots shows: a template's (per resolution) or an offer card's (@3x only). */
export type ImageOwnerRef =
  | { kind: "template"; templateId: string }
  | { kind: "offer"; programId: string; offerId: string };

const part = encodeURIComponent;

/** The upload URL of a slot (XMLHttpRequest, for progress; the same paths as the typed client's). */
export function imageUploadUrl(owner: ImageOwnerRef, type: PassImageType, resolution: PassImageResolution) {
  return owner.kind === "template"
    ? `/v2/templates/${part(owner.templateId)}/images/${type}/${resolution}`
    : `/v2/loyalty/programs/${part(owner.programId)}/offers/${part(owner.offerId)}/card/images/${type}`;
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
