"use client";

import { useEffect } from "react";
import { captureUtm, sessionStorageOrNull } from "./utm";

/** Remembers the UTM parameters of the page a visit starts on, for the signup to report later. */
export function UtmCapture() {
  useEffect(() => {
    const storage = sessionStorageOrNull();
    if (storage) captureUtm(window.location.search, storage);
  }, []);
  return null;
}
