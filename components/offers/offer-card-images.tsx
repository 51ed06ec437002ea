"use client";

import { useState } from "react";
import { useTemplateMessages } from "@/components/templates/i18n/use-template-messages";
import { ImageSlots } from "@/components/templates/image-slots";
import { OFFER_CARD_RESOLUTION, offerCardKind, PASS_IMAGE_TYPES } from "@/lib/passes/image-rules";
import type { PassImageDto } from "@/lib/schemas/pass-image";

/** The offer's card images: one @3x drop zone per image type, with the same rules and messages as templates. */
export function OfferCardImages({
  programId,
  offerId,
  images: initial,
}: {
  programId: string;
  offerId: string;
  images: PassImageDto[];
}) {
  const t = useTemplateMessages();
  const [images, setImages] = useState(initial);
  return (
    <ImageSlots
      kindOf={offerCardKind}
      types={PASS_IMAGE_TYPES}
      resolutions={[OFFER_CARD_RESOLUTION]}
      owner={{ kind: "offer", programId, offerId }}
      images={images}
      onChange={setImages}
      t={t}
    />
  );
}
