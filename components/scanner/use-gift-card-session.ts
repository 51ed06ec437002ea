"use client";

import { useRef, useState } from "react";
import { apiClient, callApi } from "@/components/api/client";
import { useApiMessages } from "@/components/api/i18n/messages";
import type { components } from "@/components/api/v2";
import { formatMoney, formatStatus } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import { giftCardProblemText } from "@/components/scanner/gift-card-problem";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import { useCounterLocationId, withCounterLocation } from "@/components/scanner/location/counter-location";
import { isRetryable, newIdempotencyKey } from "@/components/scanner/scan-problem";
import { useNotice } from "@/components/ui/notice";
import { giftCardNumberOf } from "@/lib/giftcards/card-number";

export type GiftCard = components["schemas"]["GiftCard"];
export type GiftCardPhase =
  | { name: "ready" }
  | { name: "looking"; cardNumber: string }
  | { name: "card"; card: GiftCard }
  | { name: "problem" };

/** Whether a read starts a lookup now: typed numbers also replace a shown card or problem (the next customer). */
export const canReadGiftCard = (phase: GiftCardPhase, isTyped: boolean) =>
  phase.name === "ready" || (isTyped && (phase.name === "card" || phase.name === "problem"));

/**
 * The counter's loop for gift cards: a read (camera or typed) → the merchant's card with that number, its balance
 * and status → redeem an amount (as often as the balance allows) → `reset` for the next card. Every answer is a
 * notice; `answers` counts them, so the page can put focus back in the number field after each one.
 */
export function useGiftCardSession(t: ScannerMessages) {
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const locationId = useCounterLocationId();
  const [phase, setPhase] = useState<GiftCardPhase>({ name: "ready" });
  const [isRedeeming, setIsRedeeming] = useState(false);
  const [answers, setAnswers] = useState(0);
  const { notice, show, clear } = useNotice();
  // A redemption that may not have arrived is sent again with its key, so a retry never redeems twice.
  const unanswered = useRef<{
    cardId: string;
    amount: string;
    securityCode: string | undefined;
    locationId: string | null;
    key: string;
  } | null>(null);
  const money = (card: GiftCard, amount: string) => formatMoney(amount, card.currency, language);
  const answer = (tone: "success" | "error", text: string) => {
    show(tone, text);
    setAnswers((count) => count + 1);
  };

  async function read(value: string, { isTyped = false }: { isTyped?: boolean } = {}) {
    if (!value.trim() || isRedeeming || !canReadGiftCard(phase, isTyped)) return;
    clear();
    const cardNumber = giftCardNumberOf(value);
    if (!cardNumber) {
      setPhase({ name: "problem" });
      return answer("error", `${t.giftCards.problems.lookup}: ${t.giftCards.problems.notANumber}`);
    }
    setPhase({ name: "looking", cardNumber });
    const found = await callApi(
      apiClient.GET("/v2/giftcards/cards/lookup", { params: { query: { cardNumber } } }),
    );
    if (!found.ok) {
      setPhase({ name: "problem" });
      return answer("error", `${t.giftCards.problems.lookup}: ${giftCardProblemText(found.problem, t, api)}`);
    }
    const card = found.data;
    setPhase({ name: "card", card });
    if (card.status === "active")
      answer("success", t.giftCards.found(card.lastFourDigits, money(card, card.balance)));
    else
      answer(
        "error",
        t.giftCards.notUsable(card.lastFourDigits, formatStatus("giftCardStatuses", card.status, language)),
      );
  }

  /**
   * `amount`: the API's decimal string, already read from what was typed; `securityCode` where the program asks
   * for it. Answers whether it was redeemed.
   */
  async function redeem(amount: string, securityCode?: string): Promise<boolean> {
    if (phase.name !== "card" || isRedeeming) return false;
    const { card } = phase;
    const previous = unanswered.current;
    const key =
      previous &&
      previous.cardId === card.id &&
      previous.amount === amount &&
      previous.securityCode === securityCode &&
      previous.locationId === locationId
        ? previous.key
        : newIdempotencyKey();
    unanswered.current = { cardId: card.id, amount, securityCode, locationId, key };
    setIsRedeeming(true);
    const outcome = await callApi(
      apiClient.POST("/v2/giftcards/programs/{programId}/cards/{cardId}/redeem", {
        params: {
          path: { programId: card.programId, cardId: card.id },
          header: { "Idempotency-Key": key },
        },
        body: withCounterLocation(securityCode ? { amount, securityCode } : { amount }, locationId),
      }),
    );
    setIsRedeeming(false);
    if (!outcome.ok) {
      if (!isRetryable(outcome.problem)) unanswered.current = null;
      answer("error", `${t.giftCards.problems.redeem}: ${giftCardProblemText(outcome.problem, t, api)}`);
      return false;
    }
    unanswered.current = null;
    const changed = outcome.data.card;
    setPhase({ name: "card", card: changed });
    answer("success", t.giftCards.redeem.done(money(changed, amount), money(changed, changed.balance)));
    return true;
  }

  function reset() {
    clear();
    setPhase({ name: "ready" });
  }

  return { phase, isRedeeming, notice, answers, read, redeem, reset };
}
