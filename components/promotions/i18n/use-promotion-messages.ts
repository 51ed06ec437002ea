import { useMessages } from "@/components/i18n/language-context";
import { de } from "./de";
import { en, type PromotionMessages } from "./en";

export const PROMOTION_MESSAGES = { en, de } as const;

/** The Promotions page's copy in the language the visitor chose. */
export function usePromotionMessages(): PromotionMessages {
  return useMessages(PROMOTION_MESSAGES);
}
