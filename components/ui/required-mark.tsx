"use client";

import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";

/** " (required)" after a field's label, in the page's language. */
export function RequiredMark() {
  return <span className="field__optional"> {useMessages(DASHBOARD_MESSAGES).required}</span>;
}
