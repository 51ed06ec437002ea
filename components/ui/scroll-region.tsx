import type { ReactNode } from "react";

/**
 * A horizontally scrollable wrapper (wide tables on a phone). Keyboard users scroll it with the arrow keys once it
 * has focus, so it is focusable and named, as axe's scrollable-region-focusable asks. A group, not a section:
 * a page with many tables (the API reference) would otherwise fill the landmark list with look-alike regions.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a table
    <div className="table-wrap" role="group" tabIndex={0} aria-label={label}>
      {children}
    </div>
  );
}
