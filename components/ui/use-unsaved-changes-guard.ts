"use client";

import { useEffect } from "react";

/** Marks the history entry pushed on top of the page, so edits toggled on and off push only one. */
const GUARD_ENTRY = "__unsavedChangesGuard";

export const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes. Leave this page and lose them?";

/** A click that would make the App Router navigate away: an internal link, plain left click, same tab. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const isSamePage = url.pathname === window.location.pathname && url.search === window.location.search;
  return isSamePage ? null : link;
}

/**
 * While `hasUnsavedChanges`, asks before the page is left: closing or reloading the tab (the browser's own
 * prompt), following a link inside the app (the sidebar, "Cancel") and the browser's Back button, which
 * `beforeunload` does not see in a single-page app.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean, message = UNSAVED_CHANGES_MESSAGE) {
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warnBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const confirmLeavingLink = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // Back cannot be cancelled, so a copy of this entry is pushed on top: Back lands on the same page, where we
    // ask, and either put the copy back (stay) or take one more step back (leave).
    let isLeaving = false;
    const pushGuardEntry = () =>
      window.history.pushState({ ...window.history.state, [GUARD_ENTRY]: true }, "", window.location.href);
    const confirmBack = (event: PopStateEvent) => {
      if (isLeaving || event.state?.[GUARD_ENTRY]) return;
      if (window.confirm(message)) {
        isLeaving = true;
        window.history.back();
      } else {
        pushGuardEntry();
      }
    };
    if (!window.history.state?.[GUARD_ENTRY]) pushGuardEntry();
    window.addEventListener("beforeunload", warnBeforeUnload);
    window.addEventListener("popstate", confirmBack);
    // Capture phase: before Next's <Link> handles the click.
    document.addEventListener("click", confirmLeavingLink, true);
    return () => {
      window.removeEventListener("beforeunload", warnBeforeUnload);
      window.removeEventListener("popstate", confirmBack);
      document.removeEventListener("click", confirmLeavingLink, true);
    };
  }, [hasUnsavedChanges, message]);
}
