"use client";

import { useEffect, useRef, useState } from "react";
import { useLanguage } from "@/components/signup/i18n/use-language";
import { Alert } from "@/components/ui/alert";

/**
 * Confirms the activation the signup wizard just finished, on the page it lands on. The text is set after
 * mounting so screen readers announce it, and focus moves here: the activation form it came from is gone.
 */
export function WelcomeNotice() {
  const { t } = useLanguage();
  const [isShown, setIsShown] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setIsShown(true);
    ref.current?.focus();
  }, []);
  return (
    <div role="status" tabIndex={-1} ref={ref} className="live-slot">
      {isShown && <Alert tone="success">{t.activated}</Alert>}
    </div>
  );
}
