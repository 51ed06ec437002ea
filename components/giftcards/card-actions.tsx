"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { problemText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import type { ApiProblem } from "@/components/api/parse-api-error";
import { amountFromInput } from "@/components/giftcards/amount-input";
import { CardLinkSection } from "@/components/giftcards/card-link-section";
import { GIFT_CARD_MESSAGES, type GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { formatMoney } from "@/components/i18n/format";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import type { Language } from "@/lib/i18n/language";
import { GIFT_CARD_LIMITS } from "@/lib/schemas/giftcard";
import styles from "./giftcards.module.css";

type CardSummary = {
  id: string;
  programId: string;
  lastFourDigits: string;
  currency: string;
  isActive: boolean;
  customerEmail: string | null;
  isErased: boolean;
};
type Kind = "redeem" | "reload";

/** The API's refusal of a balance change in the page's language, from its code or the amount's bounds. */
function changeProblemText(problem: ApiProblem, t: GiftCardMessages, api: ReturnType<typeof useApiMessages>) {
  const range = t.giftcards.card.amountRange(GIFT_CARD_LIMITS.minAmount, GIFT_CARD_LIMITS.maxAmount);
  if (problem.issues.length > 0) return range;
  return problemText(problem, api, {
    INSUFFICIENT_BALANCE: t.errors.insufficientBalance,
    BALANCE_LIMIT_EXCEEDED: t.errors.balanceLimit(GIFT_CARD_LIMITS.maxBalance),
    CARD_NOT_REDEEMABLE: t.errors.notRedeemable,
    LEDGER_BUSY: t.errors.busy,
    NOT_FOUND: t.errors.notFound,
  });
}

function AmountForm({
  kind,
  card,
  language,
  onDone,
}: {
  kind: Kind;
  card: CardSummary;
  language: Language;
  onDone: (text: string) => void;
}) {
  const t = useMessages(GIFT_CARD_MESSAGES);
  const api = useApiMessages();
  const id = useId();
  const text = t.giftcards.card[kind];
  const { register, handleSubmit, setError, reset, formState } = useForm<{ amount: string }>({
    defaultValues: { amount: "" },
  });

  async function submit({ amount: typed }: { amount: string }) {
    const amount = amountFromInput(typed, language);
    if (!amount) return setError("amount", { message: t.giftcards.card.amountFormat });
    const path = { programId: card.programId, cardId: card.id };
    const outcome = await callApi(
      kind === "redeem"
        ? apiClient.POST("/v2/giftcards/programs/{programId}/cards/{cardId}/redeem", {
            params: { path },
            body: { amount },
          })
        : apiClient.POST("/v2/giftcards/programs/{programId}/cards/{cardId}/reload", {
            params: { path },
            body: { amount },
          }),
    );
    if (!outcome.ok) return setError("amount", { message: changeProblemText(outcome.problem, t, api) });
    const money = (value: string) => formatMoney(value, card.currency, language);
    reset({ amount: "" });
    onDone(text.done(money(outcome.data.entry.amount.replace("-", "")), money(outcome.data.card.balance)));
  }

  return (
    <form className={`form-section ${styles.amountForm}`} onSubmit={handleSubmit(submit)} noValidate>
      <h3 className={styles.sectionTitle}>{text.title}</h3>
      <Field
        id={`${id}-amount`}
        label={text.amount}
        hint={t.giftcards.card.amountHint(card.currency)}
        error={formState.errors.amount?.message}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            {...register("amount", { required: t.errors.missing })}
            className="input"
            inputMode="decimal"
            autoComplete="off"
          />
        )}
      </Field>
      <div className="form-actions">
        <Button type="submit" isBusy={formState.isSubmitting} disabled={!card.isActive}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * Redeem, reload, send the card's link again and delete one card, each answered by an announced notice; the page
 * reloads its numbers.
 */
export function CardActions({
  card,
  retentionPeriodDays,
}: {
  card: CardSummary;
  retentionPeriodDays: number;
}) {
  const t = useMessages(GIFT_CARD_MESSAGES);
  const api = useApiMessages();
  const language = useLanguageChoice().language;
  const router = useRouter();
  const { notice, show } = useNotice();
  const [isRefreshing, startRefresh] = useTransition();
  const [isAsking, setIsAsking] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const text = t.giftcards.card;

  const done = (message: string) => {
    show("success", message);
    startRefresh(() => router.refresh());
  };

  async function deleteCard() {
    setIsDeleting(true);
    const outcome = await callApi(
      apiClient.DELETE("/v2/giftcards/programs/{programId}/cards/{cardId}", {
        params: { path: { programId: card.programId, cardId: card.id } },
      }),
    );
    setIsDeleting(false);
    setIsAsking(false);
    if (!outcome.ok) return show("error", changeProblemText(outcome.problem, t, api));
    router.push(`/giftcards?program=${card.programId}&deleted=${card.lastFourDigits}`);
  }

  return (
    <section aria-label={text.details} className={styles.stack}>
      <NoticeRegion notice={notice} isPending={isRefreshing} />
      {!card.isActive && <p className="muted">{text.inactive}</p>}
      <div className={styles.actionGrid}>
        <AmountForm kind="redeem" card={card} language={language} onDone={done} />
        <AmountForm kind="reload" card={card} language={language} onDone={done} />
      </div>
      <CardLinkSection
        programId={card.programId}
        cardId={card.id}
        customerEmail={card.customerEmail}
        isErased={card.isErased}
        onAnswer={show}
      />
      <div>
        <Button variant="danger" onClick={() => setIsAsking(true)}>
          {text.delete.button}
        </Button>
      </div>
      {isAsking && (
        <ConfirmDialog
          title={text.delete.title(card.lastFourDigits)}
          confirmLabel={text.delete.confirm}
          cancelLabel={text.delete.cancel}
          isBusy={isDeleting}
          onCancel={() => setIsAsking(false)}
          onConfirm={deleteCard}
        >
          <p>{text.delete.body(retentionPeriodDays)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
