"use client";

import type { TemplateMessages } from "@/components/templates/i18n/en";
import { ImageDropZone } from "@/components/templates/image-drop-zone";
import type { ImageOwnerRef } from "@/components/templates/image-owner";
import { missingIconNote } from "@/components/templates/missing-icon";
import {
  appleFileName,
  type PassImageResolution,
  type PassImageType,
  type PassKind,
  pixelRule,
} from "@/lib/passes/image-rules";
import type { PassImageDto } from "@/lib/schemas/pass-image";
import styles from "./templates.module.css";

type ImageSlotsProps = {
  /** Which kind's rules apply to each type (a template's kind, or the offer card's per type). */
  kindOf: (type: PassImageType) => PassKind;
  types: readonly PassImageType[];
  resolutions: readonly PassImageResolution[];
  owner: ImageOwnerRef;
  images: PassImageDto[];
  onChange: (images: PassImageDto[]) => void;
  t: TemplateMessages;
};

const sameSlot = (image: PassImageDto, type: PassImageType, resolution: PassImageResolution) =>
  image.type === type && image.resolution === resolution;

/** A drop zone per supported image type and resolution; types the kind does not show are not offered. */
export function ImageSlots({ kindOf, types, resolutions, owner, images, onChange, t }: ImageSlotsProps) {
  const iconNote = owner.kind === "template" ? missingIconNote(images, t.slot) : null;
  return (
    <div className={styles.slots}>
      {types.map((type) => (
        <section
          key={type}
          className={styles.slotGroup}
          aria-label={t.imageTypes[type]}
          data-image-type={type}
        >
          <h2>{t.imageTypes[type]}</h2>
          {type === "icon" && owner.kind === "template" && (
            <p className="form-status" role="status" data-testid="missing-icon">
              {iconNote ?? ""}
            </p>
          )}
          <div className={styles.slotGrid}>
            {resolutions.map((resolution) => {
              const rule = pixelRule(kindOf(type), type, resolution);
              if (!rule) return null;
              const image = images.find((item) => sameSlot(item, type, resolution));
              return (
                <ImageDropZone
                  key={resolution}
                  label={`${t.imageTypes[type]} ${t.resolutions[resolution]} (${appleFileName(type, resolution)})`}
                  slot={{ kind: kindOf(type), type, resolution, rule }}
                  owner={owner}
                  image={image}
                  t={t}
                  onStored={(stored, derived) => {
                    const written = [stored, ...derived];
                    const isWritten = (item: PassImageDto) =>
                      written.some((image) => sameSlot(item, image.type, image.resolution));
                    onChange([...images.filter((item) => !isWritten(item)), ...written]);
                  }}
                  onRemoved={() => onChange(images.filter((item) => !sameSlot(item, type, resolution)))}
                />
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
