"use client";

import { useRouter } from "next/navigation";
import { type KeyboardEvent, useId, useRef, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { issueText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import { actForMerchant } from "@/components/dashboard/acting-for-actions";
import { de } from "@/components/dashboard/staff-i18n/de";
import { en } from "@/components/dashboard/staff-i18n/en";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldErrorKind, typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { searchMerchantsQuerySchema } from "@/lib/schemas/merchant";
import styles from "./staff.module.css";

type FoundMerchant = { id: string; name: string; status: string; ownerEmail: string | null };
type SearchValues = { q: string };

// The search's own query schema (GET /v2/merchants?q=): the same bound as the API's.
const checkQuery = typedZodResolver(searchMerchantsQuerySchema.pick({ q: true }));

/** Arrow keys move between the result buttons, as in a list box; Tab still works as everywhere. */
function moveBetweenResults(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const buttons = [...event.currentTarget.querySelectorAll("button")];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next = event.key === "ArrowDown" ? index + 1 : index - 1;
  buttons[(next + buttons.length) % buttons.length]?.focus();
}

/**
 * Support staff find a merchant by name, owner e-mail or id (`GET /v2/merchants?q=`, staff only) and act for
 * it: the choice is stored for the session and every dashboard page re-renders in that merchant's scope.
 */
export function MerchantSwitcher({ onChosen }: { onChosen?: () => void }) {
  const t = useMessages({ en, de }).switcher;
  const router = useRouter();
  const inputId = useId();
  const api = useApiMessages();
  const { register, handleSubmit, formState } = useForm<SearchValues>({
    defaultValues: { q: "" },
    resolver: (values, context, options) =>
      checkQuery({ q: values.q.trim() }, context, options as never) as never,
  });
  const [results, setResults] = useState<FoundMerchant[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [choosingId, setChoosingId] = useState<string | null>(null);
  const [isSwitching, startSwitching] = useTransition();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const isSearching = formState.isSubmitting;
  const queryError = formState.errors.q && issueText(fieldErrorKind(formState.errors.q), api);

  const search = handleSubmit(async ({ q }) => {
    setProblem(null);
    const result = await callApi(apiClient.GET("/v2/merchants", { params: { query: { q } } }));
    if (!result.ok) {
      setResults(null);
      setProblem(t.failed);
      return;
    }
    setResults(result.data.items);
    // The count is read out, and Tab continues to the first result.
    requestAnimationFrame(() => statusRef.current?.focus());
  });

  function choose(merchant: FoundMerchant) {
    setChoosingId(merchant.id);
    setProblem(null);
    startSwitching(async () => {
      const outcome = await actForMerchant(merchant.id);
      if (!outcome.ok) {
        setProblem(t.pickFailed);
        return;
      }
      onChosen?.();
      router.refresh();
    });
  }

  return (
    <div className={styles.switcher}>
      <form className={styles.searchRow} onSubmit={search}>
        <label htmlFor={inputId} className="visually-hidden">
          {t.search}
        </label>
        <input
          id={inputId}
          {...register("q")}
          className="input"
          type="search"
          autoComplete="off"
          placeholder={t.search}
          aria-invalid={queryError ? true : undefined}
        />
        <Button type="submit" variant="secondary" isBusy={isSearching}>
          {isSearching ? t.searching : t.searchButton}
        </Button>
      </form>
      {(queryError ?? problem) && <Alert tone="error">{queryError ?? problem}</Alert>}
      <p ref={statusRef} tabIndex={-1} aria-live="polite" className={styles.found}>
        {results ? t.found(results.length) : ""}
      </p>
      {results && results.length > 0 && (
        <ul className={styles.results} aria-label={t.resultsLabel} onKeyDown={moveBetweenResults}>
          {results.map((merchant) => (
            <li key={merchant.id}>
              <Button
                variant="secondary"
                className={styles.result}
                isBusy={isSwitching && choosingId === merchant.id}
                disabled={isSwitching}
                onClick={() => choose(merchant)}
              >
                <span className={styles.resultName}>
                  {isSwitching && choosingId === merchant.id ? t.switching : t.pick(merchant.name)}
                </span>
                <span className={styles.resultMeta}>
                  {merchant.ownerEmail ?? "—"} · {t.statuses[merchant.status] ?? merchant.status}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
