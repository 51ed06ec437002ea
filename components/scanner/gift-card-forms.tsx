"use client";

import { type RefObject, useId } from "react";
import { useForm } from "react-hook-form";
import { amountFromInput } from "@/components/giftcards/amount-input";
import { useLanguageChoice } from "@/components/i18n/language-context";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { GIFT_CARD_LIMITS, ledgerAmountSchema, redeemGiftCardSchema } from "@/lib/schemas/giftcard";
import styles from "./scanner.module.css";

/** Room for a number typed in groups ("4829 1037 4625 1938"); the lookup's schema checks the digits. */
const TYPED_NUMBER_MAX = 32;
const SECURITY_CODE_LENGTH = 6;

/** The typed path for gift cards: the number printed under the card's code (or a wedge scanner's keystrokes). */
export function GiftCardNumberForm({
  isDisabled,
  inputRef,
  onSubmit,
  t,
}: {
  isDisabled: boolean;
  /** The page puts focus back here after each answer, so a keyboard-wedge scanner can type the next card. */
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: (cardNumber: string) => void;
  t: ScannerMessages;
}) {
  const id = useId();
  const text = t.giftCards.manual;
  const { register, handleSubmit, reset, formState } = useForm<{ cardNumber: string }>({
    defaultValues: { cardNumber: "" },
  });
  const field = register("cardNumber", { validate: (value) => value.trim() !== "" || text.required });

  const submit = handleSubmit(({ cardNumber }) => {
    onSubmit(cardNumber);
    reset({ cardNumber: "" });
  });

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {text.title}
      </h2>
      <Field
        id={`${id}-number`}
        label={text.label}
        hint={text.hint}
        error={formState.errors.cardNumber?.message}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            {...field}
            ref={(element) => {
              field.ref(element);
              inputRef.current = element;
            }}
            className="input"
            inputMode="numeric"
            maxLength={TYPED_NUMBER_MAX}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <div className="form-actions">
        <Button type="submit" disabled={isDisabled}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

type RedeemValues = { amount: string; securityCode: string };

/**
 * The amount to take off the card, typed the page's way ("12,50" in German, "12.50" in English), and the card's
 * security code where its program asks for it (decision 046), checked by the redemption's own schema before they
 * are sent. An empty code is sent as none: a card issued before codes were kept redeems without one, and the
 * API says when one is needed.
 */
export function RedeemAmountForm({
  currency,
  asksSecurityCode,
  isBusy,
  onRedeem,
  t,
}: {
  currency: string;
  asksSecurityCode: boolean;
  isBusy: boolean;
  /** Answers whether the amount was redeemed: the fields are emptied then. */
  onRedeem: (amount: string, securityCode?: string) => Promise<boolean>;
  t: ScannerMessages;
}) {
  const id = useId();
  const { language } = useLanguageChoice();
  const text = t.giftCards.redeem;
  const { register, handleSubmit, setError, reset, formState } = useForm<RedeemValues>({
    defaultValues: { amount: "", securityCode: "" },
  });

  async function submit({ amount: typed, securityCode: typedCode }: RedeemValues) {
    const amount = amountFromInput(typed, language);
    if (!amount) return setError("amount", { message: text.format });
    if (!ledgerAmountSchema.safeParse({ amount }).success)
      return setError("amount", {
        message: text.range(GIFT_CARD_LIMITS.minAmount, GIFT_CARD_LIMITS.maxAmount),
      });
    const securityCode = asksSecurityCode ? typedCode.trim() || undefined : undefined;
    if (securityCode && !redeemGiftCardSchema.safeParse({ amount, securityCode }).success)
      return setError("securityCode", { message: text.securityCodeFormat });
    if (await onRedeem(amount, securityCode)) reset({ amount: "", securityCode: "" });
  }

  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-labelledby={`${id}-title`}
      className={styles.redeem}
    >
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {text.title}
      </h3>
      <Field
        id={`${id}-amount`}
        label={text.label}
        hint={text.hint(currency)}
        error={formState.errors.amount?.message}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            {...register("amount", { validate: (value) => value.trim() !== "" || text.format })}
            className="input"
            inputMode="decimal"
            autoComplete="off"
          />
        )}
      </Field>
      {asksSecurityCode && (
        <Field
          id={`${id}-security-code`}
          label={text.securityCodeLabel}
          hint={text.securityCodeHint}
          error={formState.errors.securityCode?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register("securityCode")}
              className="input"
              inputMode="numeric"
              maxLength={SECURITY_CODE_LENGTH}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
      )}
      <div className="form-actions">
        <Button type="submit" isBusy={isBusy}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}
