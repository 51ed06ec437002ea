"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";

export type NoticeTone = "success" | "error" | "info";

/** One answer to an action. `subject` names what it is about (an id), for the page to bring it into view. */
export type Notice = { tone: NoticeTone; text: string; subject?: string; serial: number };

/** The notice a page shows after its actions; each `show` is a new notice, announced even when the text repeats. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const serial = useRef(0);
  const show = useCallback((tone: NoticeTone, text: string, subject?: string) => {
    serial.current += 1;
    setNotice({ tone, text, subject, serial: serial.current });
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

/**
 * Where a notice appears: a live region that exists before its text does, so a screen reader hears it, and that
 * takes focus once the page shows the result (`isPending` until then), never leaving it on <body> when the
 * clicked button is gone.
 */
export function NoticeRegion({
  notice,
  isPending = false,
  takesFocus = true,
}: {
  notice: Notice | null;
  isPending?: boolean;
  /** False where the page keeps focus on a control of its own (the live region still announces the notice). */
  takesFocus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice && !isPending && takesFocus) ref.current?.focus();
  }, [notice, isPending, takesFocus]);
  return (
    <div role="status" tabIndex={-1} ref={ref} className="live-slot notice-region">
      {notice && (
        <Alert key={notice.serial} tone={notice.tone}>
          {notice.text}
        </Alert>
      )}
    </div>
  );
}

/**
 * Takes query parameters that carried a notice to this page (`?created=…`) out of the address once it is shown,
 * without a navigation, so reloading the page or sharing its address does not show the notice again.
 */
export function forgetQueryParams(names: readonly string[]) {
  const url = new URL(window.location.href);
  const present = names.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return;
  for (const name of present) url.searchParams.delete(name);
  // Next.js keeps its router in step with replaceState (usePathname, useSearchParams, router.refresh).
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A notice the server page passes on after a navigation (`/templates?deleted=…`): shown after mounting, so it is
 * announced, with focus on it (the page the action started on is gone), and shown once (`forgetQueryParams`).
 */
export function ArrivalNotice({
  tone = "success",
  text,
  queryParams,
}: {
  tone?: NoticeTone;
  text: string;
  /** The parameters that asked for this notice. */
  queryParams: readonly string[];
}) {
  const { notice, show } = useNotice();
  const params = queryParams.join(" ");
  useEffect(() => {
    show(tone, text);
    forgetQueryParams(params.split(" "));
  }, [tone, text, params, show]);
  return <NoticeRegion notice={notice} />;
}
