"use client";

import { useLanguage } from "@/components/signup/i18n/use-language";
import { ArrivalNotice } from "@/components/ui/notice";

/** Confirms the activation the signup wizard just finished (`?welcome=1`), on the page it lands on, once. */
export function WelcomeNotice() {
  const { t } = useLanguage();
  return <ArrivalNotice text={t.activated} queryParams={["welcome"]} />;
}
