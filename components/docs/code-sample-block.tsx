"use client";

import { useState } from "react";

/** One sample with a copy button; the code stays selectable and readable without JavaScript. */
export function CodeSampleBlock({ label, code }: { label: string; code: string }) {
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus("Copied");
    } catch {
      setStatus("Copy failed: select the text instead");
    }
  };
  return (
    <figure className="code-sample">
      <figcaption className="code-sample__caption">
        <span>{label}</span>
        <button type="button" className="code-sample__copy" onClick={copy}>
          Copy<span className="visually-hidden"> {label} sample</span>
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
