"use client";

import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Button } from "@/components/ui/button";

/** Loads the page again from the server (a layout cannot know which page it wraps). */
export function ReloadButton() {
  const t = useMessages(DASHBOARD_MESSAGES).databaseUnavailable;
  return <Button onClick={() => window.location.reload()}>{t.retry}</Button>;
}
