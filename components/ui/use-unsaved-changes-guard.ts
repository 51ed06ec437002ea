"use client";

import { useEffect } from "react";

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
 * prompt) and following a link inside the app (the sidebar, "Cancel"), which `beforeunload` does not see.
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
    window.addEventListener("beforeunload", warnBeforeUnload);
    // Capture phase: before Next's <Link> handles the click.
    document.addEventListener("click", confirmLeavingLink, true);
    return () => {
      window.removeEventListener("beforeunload", warnBeforeUnload);
      document.removeEventListener("click", confirmLeavingLink, true);
    };
  }, [hasUnsavedChanges, message]);
}
