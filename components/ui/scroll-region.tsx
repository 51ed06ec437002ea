import type { ReactNode } from "react";

/**
 * A horizontally scrollable wrapper (wide tables on a phone). Keyboard users scroll it with the arrow keys once it
 * has focus, so it is focusable and named, as axe's scrollable-region-focusable asks.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard
    <section className="table-wrap" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
