"use client";

import { useId, useState } from "react";
import { apiClient, callApi } from "@/components/api/client";
import { problemText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import { GIFT_CARD_MESSAGES } from "@/components/giftcards/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Button } from "@/components/ui/button";
import styles from "./giftcards.module.css";

type CardLinkSectionProps = {
  programId: string;
  cardId: string;
  customerEmail: string | null;
  isErased: boolean;
  /** The card page's notice region: every answer is announced there. */
  onAnswer: (tone: "success" | "error", text: string) => void;
};

/**
 * "Send card link again": the card's page link goes to the customer's e-mail anew and the old one dies at once
 * (the answer never holds the link, decision 018). Cards without an address say why there is no button.
 */
export function CardLinkSection({
  programId,
  cardId,
  customerEmail,
  isErased,
  onAnswer,
}: CardLinkSectionProps) {
  const t = useMessages(GIFT_CARD_MESSAGES);
  const api = useApiMessages();
  const id = useId();
  const [isSending, setIsSending] = useState(false);
  const text = t.giftcards.card.cardLink;

  async function send() {
    if (!customerEmail) return;
    setIsSending(true);
    const outcome = await callApi(
      apiClient.POST("/v2/giftcards/programs/{programId}/cards/{cardId}/card-link", {
        params: { path: { programId, cardId } },
      }),
    );
    setIsSending(false);
    if (outcome.ok) return onAnswer("success", text.sent(customerEmail));
    onAnswer(
      "error",
      problemText(outcome.problem, api, {
        CARD_HAS_NO_EMAIL: t.errors.noEmail,
        PROGRAM_NOT_GIFTCARD: t.errors.conflict,
        NOT_FOUND: t.errors.notFound,
      }),
    );
  }

  return (
    <section className="form-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {text.title}
      </h3>
      <p>{isErased ? text.erased : customerEmail ? text.body : text.noEmail}</p>
      {customerEmail && !isErased && (
        <div className="form-actions">
          <Button variant="secondary" onClick={() => void send()} isBusy={isSending}>
            {text.send}
          </Button>
        </div>
      )}
    </section>
  );
}
