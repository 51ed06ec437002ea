import { isLanguage, type Language } from "@/lib/i18n/language";

/** The language saved on the signed-in account, or null when none is saved or it cannot be read. */
export async function readAccountLanguage(): Promise<Language | null> {
  const response = await fetch("/v2/account", { credentials: "same-origin" }).catch(() => null);
  if (!response?.ok) return null;
  const body = (await response.json().catch(() => null)) as { language?: unknown } | null;
  return isLanguage(body?.language) ? body.language : null;
}

/** Saves the person's choice on their account, so every device they sign in on speaks it. */
export async function saveAccountLanguage(language: Language): Promise<boolean> {
  const response = await fetch("/v2/account", {
    method: "PUT",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ language }),
  }).catch(() => null);
  return response?.ok ?? false;
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
