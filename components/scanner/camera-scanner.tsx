"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { type BarcodeReader, createBarcodeReader } from "@/components/scanner/barcode-reader";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import { createRepeatGuard } from "@/components/scanner/repeat-guard";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import styles from "./scanner.module.css";

export type CameraProblem = "denied" | "noCamera" | "unavailable" | "busy" | "failed" | "readerFailed";
type CameraState =
  | { name: "off" }
  | { name: "starting" }
  | { name: "on" }
  | { name: "problem"; problem: CameraProblem };

/** Remembered per device: a counter that used the camera gets it back on the next visit without a click. */
const CAMERA_ON_KEY = "scanner.camera";
const FRAME_INTERVAL_MS = 200;

/** getUserMedia's DOMException names, as a counter person understands them. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError")
    return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError")
    return "noCamera";
  if (name === "NotReadableError" || name === "TrackStartError" || name === "AbortError") return "busy";
  return "failed";
}

const remember = (isOn: boolean) => {
  try {
    if (isOn) localStorage.setItem(CAMERA_ON_KEY, "on");
    else localStorage.removeItem(CAMERA_ON_KEY);
  } catch {
    // Storage may be off (private mode): the camera then simply starts by its button.
  }
};

type Props = { isPaused: boolean; onRead: (value: string) => void; t: ScannerMessages };

/** The back camera, read a few times a second while not paused; each code found goes to `onRead`. */
export function CameraScanner({ isPaused, onRead, t }: Props) {
  const [state, setState] = useState<CameraState>({ name: "off" });
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const readerRef = useRef<BarcodeReader | null>(null);
  // The card just read, still held up after "Scan next", is not read again until it has left the view.
  const repeatGuard = useRef(createRepeatGuard());
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  /** Bumped by every release, so a start that finishes after its camera was released stops what it got. */
  const generation = useRef(0);

  const release = useCallback(() => {
    generation.current += 1;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ name: "problem", problem: "unavailable" });
      return;
    }
    setState({ name: "starting" });
    const started = generation.current;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: "environment" },
        audio: false,
      });
    } catch (error) {
      setState({ name: "problem", problem: cameraProblemOf(error) });
      remember(false);
      return;
    }
    if (generation.current !== started) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;
    try {
      readerRef.current ??= await createBarcodeReader();
    } catch {
      release();
      setState({ name: "problem", problem: "readerFailed" });
      return;
    }
    const video = videoRef.current;
    if (generation.current !== started) return;
    if (!video) return release();
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    remember(true);
    setState({ name: "on" });
  }, [release]);

  const stop = () => {
    release();
    remember(false);
    setState({ name: "off" });
  };

  useEffect(() => {
    let wasOn = false;
    try {
      wasOn = localStorage.getItem(CAMERA_ON_KEY) === "on";
    } catch {}
    if (wasOn) void start();
    return release;
  }, [start, release]);

  // Reads frames while the camera is on and no result is shown.
  useEffect(() => {
    if (state.name !== "on" || isPaused) return;
    let isActive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readFrame = async () => {
      const video = videoRef.current;
      const reader = readerRef.current;
      if (!isActive || !video || !reader) return;
      if (video.readyState >= 2) {
        const codes = await reader.detect(video).catch(() => []);
        const value = codes.find((code) => code.rawValue.trim())?.rawValue.trim() || null;
        if (isActive && repeatGuard.current.isNewRead(value) && value) {
          onReadRef.current(value);
          return;
        }
      }
      if (isActive) timer = setTimeout(readFrame, FRAME_INTERVAL_MS);
    };
    void readFrame();
    return () => {
      isActive = false;
      clearTimeout(timer);
    };
  }, [state.name, isPaused]);

  const isOn = state.name === "on";
  const statusText =
    state.name === "starting"
      ? t.camera.starting
      : isOn
        ? isPaused
          ? t.camera.paused
          : t.camera.scanning
        : "";

  return (
    <div className={styles.camera}>
      <video
        ref={videoRef}
        className={styles.video}
        hidden={!isOn}
        muted
        playsInline
        aria-label={t.camera.video}
        data-paused={isPaused || undefined}
      />
      <div role="status" className="live-slot">
        {statusText && <p className={styles.cameraStatus}>{statusText}</p>}
        {state.name === "problem" && <Alert tone="error">{t.camera[state.problem]}</Alert>}
      </div>
      <div className="form-actions">
        {isOn ? (
          <Button variant="secondary" onClick={stop}>
            {t.camera.stop}
          </Button>
        ) : (
          <Button onClick={() => void start()} isBusy={state.name === "starting"}>
            {t.camera.start}
          </Button>
        )}
      </div>
    </div>
  );
}
