import { giftCardLookupQuerySchema } from "@/lib/schemas/giftcard";

/**
 * What a scanned or typed text is as a gift card's number: the 16 digits without the spaces or dashes a person
 * may type between groups, or null when it is not one (checked by the lookup's own query schema). The counter's
 * scanner and the dashboard's gift-card search read numbers alike.
 */
export function giftCardNumberOf(value: string): string | null {
  const cardNumber = value.replace(/[\s-]/g, "");
  return giftCardLookupQuerySchema.safeParse({ cardNumber }).success ? cardNumber : null;
}
