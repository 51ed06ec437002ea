"use client";

import { type ReactNode, useState } from "react";

/**
 * A `<details>` whose content joins the page only once it is opened. The reference's response-field tables are
 * closed by default and hold about half of its elements (15,000 of 35,000): kept out of the page until asked
 * for, a phone lays out and a screen reader walks far less.
 */
export function LazyDetails({
  className,
  summary,
  children,
}: {
  className?: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  const [isOpened, setIsOpened] = useState(false);
  return (
    <details className={className} onToggle={(event) => event.currentTarget.open && setIsOpened(true)}>
      <summary>{summary}</summary>
      {isOpened && children}
    </details>
  );
}
