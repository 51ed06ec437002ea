"use client";

import { useState } from "react";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";

/** One sample with a copy button; the code stays selectable and readable without JavaScript. */
export function CodeSampleBlock({ label, code }: { label: string; code: string }) {
  const t = useMessages(DASHBOARD_MESSAGES).docs;
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(t.copied);
    } catch {
      setStatus(t.copyFailed);
    }
  };
  return (
    <figure className="code-sample">
      <figcaption className="code-sample__caption">
        <span>{label}</span>
        <button type="button" className="code-sample__copy" onClick={copy}>
          {t.copy}
          <span className="visually-hidden"> {t.copySample(label)}</span>
        </button>
        <span role="status" className="code-sample__status">
          {status}
        </span>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable sample must be reachable by keyboard */}
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
