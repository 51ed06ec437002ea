"use client";

import { useEffect, useRef, useState } from "react";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { Alert } from "@/components/ui/alert";

/**
 * Confirms a new program on the list it landed in. The text is set after mounting, so screen readers announce
 * it; focus moves here (the create button is gone) and the new program's row scrolls into view.
 */
export function CreatedNotice({ programId, name }: { programId: string; name: string }) {
  const t = useProgramMessages();
  const [text, setText] = useState("");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setText(t.created(name));
    ref.current?.focus();
    for (const element of document.querySelectorAll(`[data-program-id="${CSS.escape(programId)}"]`)) {
      if (element.getClientRects().length > 0) element.scrollIntoView({ block: "nearest" });
    }
  }, [programId, name, t]);
  return (
    <div role="status" tabIndex={-1} ref={ref} className="live-slot">
      {text && <Alert tone="success">{text}</Alert>}
    </div>
  );
}
