import { apiClient, callApi } from "@/components/api/client";
import { isLanguage, type Language } from "@/lib/i18n/language";

/** The language saved on the signed-in account, or null when none is saved or it cannot be read. */
export async function readAccountLanguage(): Promise<Language | null> {
  const result = await callApi(apiClient.GET("/v2/account"));
  const language: unknown = result.ok ? result.data.language : null;
  return isLanguage(language) ? language : null;
}

/** Saves the person's choice on their account, so every device they sign in on speaks it. */
export async function saveAccountLanguage(language: Language): Promise<boolean> {
  const result = await callApi(apiClient.PUT("/v2/account", { body: { language } }));
  return result.ok;
}

/**
 * Right after sign-in: a language picked on the sign-in page just now is the person's newest choice and is saved
 * on the account; otherwise the account's saved choice (made on another device) becomes this browser's.
 */
export async function settleLanguageAtSignIn({
  current,
  pickedHere,
}: {
  current: Language;
  pickedHere: boolean;
}): Promise<Language> {
  if (pickedHere) {
    await saveAccountLanguage(current);
    return current;
  }
  return (await readAccountLanguage()) ?? current;
}
