"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Copies a value (an id a partner needs for the API) without showing it raw in a table; says "copied" in a live
 * region. Where the browser refuses the clipboard, the value is shown selected so it can be copied by hand.
 */
export function CopyButton({
  value,
  label,
  copiedText,
}: {
  value: string;
  /** The button's text, e.g. "Copy id". */
  label: string;
  copiedText: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("manual");
    }
  };
  return (
    <span className="copy-button">
      <Button type="button" variant="secondary" size="small" onClick={copy}>
        {label}
      </Button>
      {state === "manual" && (
        <input
          className="input"
          readOnly
          value={value}
          aria-label={label}
          onFocus={(e) => e.target.select()}
        />
      )}
      <span role="status" className="muted">
        {state === "copied" ? copiedText : ""}
      </span>
    </span>
  );
}
