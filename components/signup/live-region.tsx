"use client";

import { useCallback, useState } from "react";

type Announcement = { id: number; text: string };

/** Text for screen readers to speak now; the same text twice is spoken twice. */
export function useAnnouncer(): {
  announcement: Announcement;
  announce: (text: string) => void;
  /** Takes back what was said, e.g. a count of field errors that have all been fixed. */
  silence: () => void;
} {
  const [announcement, setAnnouncement] = useState<Announcement>({ id: 0, text: "" });
  const announce = useCallback((text: string) => setAnnouncement(({ id }) => ({ id: id + 1, text })), []);
  const silence = useCallback(
    () => setAnnouncement((current) => (current.text ? { id: current.id + 1, text: "" } : current)),
    [],
  );
  return { announcement, announce, silence };
}

/** Speaks what has no visible message of its own in a live region: a count of field errors, the start of a wait. */
export function LiveRegion({ announcement }: { announcement: Announcement }) {
  return (
    <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
      <p key={announcement.id}>{announcement.text}</p>
    </div>
  );
}
