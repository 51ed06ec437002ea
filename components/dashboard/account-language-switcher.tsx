"use client";

import { saveAccountLanguage } from "@/components/auth/account-language";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";

/** The dashboard's switcher: the choice is this browser's at once and the account's, for every other device. */
export function AccountLanguageSwitcher() {
  return <LanguageSwitcher onChoose={(language) => void saveAccountLanguage(language)} />;
}
