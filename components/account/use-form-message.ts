"use client";

import { useRef, useState } from "react";

export type FormMessage = { ok: boolean; text: string };

/**
 * The answer to a form's submission: shown in a live region that takes focus, since the busy submit button
 * lost it. Put `ref` on the region (tabIndex -1) and call `show` with the outcome.
 */
export function useFormMessage() {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const show = (next: FormMessage | null) => {
    setMessage(next);
    if (next) requestAnimationFrame(() => ref.current?.focus());
  };
  return { message, show, ref };
}
