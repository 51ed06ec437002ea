"use client";

import { useState } from "react";
import { useDropzone } from "react-dropzone";
import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";
import type { TemplateMessages } from "@/components/templates/i18n/en";
import { errorMessageOf, measureImage, uploadImage } from "@/components/templates/upload-image";
import { Button } from "@/components/ui/button";
import { ACCEPTED_IMAGE_MEDIA_TYPES, describeRule, type PixelRule } from "@/lib/passes/image-rules";
import type { PassImageDto } from "@/lib/schemas/pass-image";
import styles from "./templates.module.css";

type ImageDropZoneProps = {
  /** e.g. "Strip @2x (strip@2x.png)": names the slot for people and tests. */
  label: string;
  rule: PixelRule;
  uploadUrl: string;
  image: PassImageDto | undefined;
  onStored: (image: PassImageDto) => void;
  onRemoved: () => void;
  t: TemplateMessages;
};

type State =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number }
  | { kind: "error"; message: string; oversizedFile?: File };

const ACCEPT = Object.fromEntries(ACCEPTED_IMAGE_MEDIA_TYPES.map((type) => [type, []]));

/** One image slot: drop or choose a file, watch it upload, see what is stored or why it was refused. */
export function ImageDropZone({ label, rule, uploadUrl, image, onStored, onRemoved, t }: ImageDropZoneProps) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const [announcement, setAnnouncement] = useState("");

  const send = async (file: File, fit: boolean) => {
    setState({ kind: "uploading", percent: 0 });
    const url = fit ? `${uploadUrl}?fit=contain` : uploadUrl;
    const outcome = await uploadImage({
      url,
      file,
      onProgress: (percent) => setState({ kind: "uploading", percent }),
    });
    if (outcome.status === 200) {
      setState({ kind: "idle" });
      setAnnouncement(t.slot.uploaded(label));
      onStored(outcome.body as PassImageDto);
      return;
    }
    const message =
      outcome.status === 0
        ? t.slot.failed
        : outcome.status === 422
          ? (errorMessageOf(outcome.body) ?? t.slot.failed)
          : (t.statusMessages[outcome.status] ?? errorMessageOf(outcome.body) ?? t.slot.failed);
    const size = outcome.status === 422 && !fit ? await measureImage(file) : null;
    const isOversized = size !== null && (size.width > rule.maxWidth || size.height > rule.maxHeight);
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
    const response = await dashboardFetch(image?.url ?? uploadUrl, { method: "DELETE" });
    if (response.ok || response.status === 404) {
      setAnnouncement(t.slot.removed(label));
      onRemoved();
    }
  };

  const errorId = `${uploadUrl}-error`;
  return (
    <div className={styles.slot} data-testid={`slot-${label}`}>
      <div className={styles.slotHeader}>
        <span className={styles.slotLabel}>{label}</span>
        <span className={styles.slotRule}>{t.slot.required(describeRule(rule))}</span>
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
