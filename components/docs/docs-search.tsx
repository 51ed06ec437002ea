"use client";

import { useEffect, useId, useState } from "react";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";

const ITEM_SELECTOR = "[data-docs-search]";
const GROUP_SELECTOR = "[data-docs-group]";

/**
 * Filters the operations (contents and sections) by method, path, summary or tag. Works on the rendered page,
 * with no request, so the reference stays usable offline.
 */
export function DocsSearch({ total }: { total: number }) {
  const t = useMessages(DASHBOARD_MESSAGES).docs;
  const [query, setQuery] = useState("");
  const [visible, setVisible] = useState(total);
  const inputId = useId();

  useEffect(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const anchorsShown = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) {
      const text = element.dataset.docsSearch ?? "";
      const isMatch = words.every((word) => text.includes(word));
      element.hidden = !isMatch;
      if (isMatch && element.tagName === "ARTICLE") anchorsShown.add(element.id);
    }
    for (const group of document.querySelectorAll<HTMLElement>(GROUP_SELECTOR)) {
      group.hidden = group.querySelector(`${ITEM_SELECTOR}:not([hidden])`) === null;
    }
    setVisible(anchorsShown.size);
  }, [query]);

  return (
    <search className="docs-search">
      <label htmlFor={inputId}>{t.search}</label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder={t.searchPlaceholder}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="muted docs-search__count">
        {query ? t.matches(visible, total) : t.operations(total)}
      </p>
    </search>
  );
}
