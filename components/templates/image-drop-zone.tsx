"use client";

import { useState } from "react";
import { useDropzone } from "react-dropzone";
import { useApiMessages } from "@/components/api/i18n/messages";
import {
  type ImageSlot,
  imageProblemText,
  slotSizeText,
  templateProblemText,
} from "@/components/templates/error-text";
import type { TemplateMessages } from "@/components/templates/i18n/en";
import { deleteImage, type ImageOwnerRef, slotKeyOf, uploadImage } from "@/components/templates/image-owner";
import { measureImage } from "@/components/templates/measure-image";
import { Button } from "@/components/ui/button";
import { ACCEPTED_IMAGE_MEDIA_TYPES } from "@/lib/passes/image-rules";
import type { PassImageDto } from "@/lib/schemas/pass-image";
import styles from "./templates.module.css";

type ImageDropZoneProps = {
  /** e.g. "Strip @2x (strip@2x.png)": names the slot for people and tests. */
  label: string;
  /** Which kind's rules apply, the type and resolution, and the pixel rule: for the slot's own wording. */
  slot: ImageSlot;
  owner: ImageOwnerRef;
  image: PassImageDto | undefined;
  /** The stored image, and the lower resolutions the service derived from it (template uploads). */
  onStored: (image: PassImageDto, derived: PassImageDto[]) => void;
  onRemoved: () => void;
  t: TemplateMessages;
};

type State =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number }
  | { kind: "error"; message: string; oversizedFile?: File };

const ACCEPT = Object.fromEntries(ACCEPTED_IMAGE_MEDIA_TYPES.map((type) => [type, []]));

/** One image slot: drop or choose a file, watch it upload, see what is stored or why it was refused. */
export function ImageDropZone({ label, slot, owner, image, onStored, onRemoved, t }: ImageDropZoneProps) {
  const { rule } = slot;
  const api = useApiMessages();
  const [state, setState] = useState<State>({ kind: "idle" });
  const [announcement, setAnnouncement] = useState("");

  const send = async (file: File, fit: boolean) => {
    setState({ kind: "uploading", percent: 0 });
    const outcome = await uploadImage({
      owner,
      type: slot.type,
      resolution: slot.resolution,
      file,
      isFitted: fit,
      onProgress: (percent) => setState({ kind: "uploading", percent }),
    });
    if (outcome.ok) {
      setState({ kind: "idle" });
      setAnnouncement(t.slot.uploaded(label));
      onStored(outcome.data, outcome.data.derived ?? []);
      return;
    }
    const size = outcome.problem.status === 422 ? await measureImage(file) : null;
    const message = imageProblemText({ problem: outcome.problem, slot, size, t, api });
    const isOversized = !fit && size !== null && (size.width > rule.maxWidth || size.height > rule.maxHeight);
    setState({ kind: "error", message, oversizedFile: isOversized ? file : undefined });
  };

  // The zone only takes drops; the button inside is the one control, so nothing interactive is nested.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: state.kind === "uploading",
    onDropAccepted: ([file]) => file && send(file, false),
    // The server is the judge of what is an image: a file the browser's type check refused still goes up.
    onDropRejected: ([rejection]) => rejection && send(rejection.file, false),
  });

  const remove = async () => {
    const result = await deleteImage(owner, slot.type, slot.resolution);
    if (result.ok || result.problem.status === 404) {
      setAnnouncement(t.slot.removed(label));
      onRemoved();
      return;
    }
    setState({ kind: "error", message: templateProblemText(result.problem, t, api) });
  };

  const errorId = `${slotKeyOf(owner, slot.type, slot.resolution)}-error`;
  return (
    <div className={styles.slot} data-testid={`slot-${label}`}>
      <div className={styles.slotHeader}>
        <span className={styles.slotLabel}>{label}</span>
        <span className={styles.slotRule}>{t.slot.required(slotSizeText(rule, t))}</span>
      </div>
      <div
        {...getRootProps({
          className: [styles.dropZone, isDragActive && styles.dropZoneActive].filter(Boolean).join(" "),
        })}
      >
        <input {...getInputProps()} />
        {image ? (
          // biome-ignore lint/performance/noImgElement: the stored PNG at its own URL, versioned by its hash
          <img
            className={styles.slotThumb}
            src={`${image.url}?v=${image.sha256.slice(0, 12)}`}
            alt=""
            width={image.width}
            height={image.height}
          />
        ) : null}
        <span className={styles.dropText}>
          {isDragActive ? t.slot.dropActive : image ? t.slot.stored(image.width, image.height) : t.slot.empty}
        </span>
        <Button
          size="small"
          variant="secondary"
          onClick={open}
          disabled={state.kind === "uploading"}
          aria-label={`${label}: ${t.slot.choose}`}
          aria-describedby={state.kind === "error" ? errorId : undefined}
        >
          {t.slot.choose}
        </Button>
        <span className={styles.dropText} aria-hidden="true">
          {t.slot.dropHint}
        </span>
      </div>
      {state.kind === "uploading" && (
        <progress
          className={styles.progress}
          max={100}
          value={state.percent}
          aria-label={t.slot.uploading(state.percent)}
        >
          {state.percent}%
        </progress>
      )}
      {state.kind === "error" && (
        <div id={errorId} className={styles.slotError} role="alert">
          <p>{state.message}</p>
          {state.oversizedFile && (
            <p>
              {t.slot.resizeOffer(rule.maxWidth, rule.maxHeight)}{" "}
              <Button
                size="small"
                variant="secondary"
                onClick={() => state.oversizedFile && send(state.oversizedFile, true)}
              >
                {t.slot.resize}
              </Button>
            </p>
          )}
        </div>
      )}
      {image?.isDerived && (
        <p className={styles.dropText} data-testid="derived-note">
          {t.slot.derived}
        </p>
      )}
      {image && state.kind !== "uploading" && (
        <Button size="small" variant="ghost" onClick={remove}>
          {t.slot.remove}
        </Button>
      )}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </div>
  );
}
