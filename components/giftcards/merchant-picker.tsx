"use client";

import { usePathname, useRouter } from "next/navigation";
import { type FormEvent, useId, useRef, useState } from "react";
import { callApi } from "@/components/giftcards/api-client";
import { GIFT_CARD_MESSAGES, type GiftCardLanguage } from "@/components/giftcards/i18n/messages";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import styles from "./giftcards.module.css";

type Merchant = { id: string; name: string; status: string };

/** Support staff pick the merchant they act for; the choice lives in the URL (`?merchant=`). */
export function MerchantPicker({ language, isUnknown }: { language: GiftCardLanguage; isUnknown?: boolean }) {
  const messages = GIFT_CARD_MESSAGES[language];
  const router = useRouter();
  const pathname = usePathname();
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Merchant[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const text = messages.merchant;

  async function search(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    setProblem(null);
    const outcome = await callApi<{ items: Merchant[] }>({
      url: `/v2/merchants?q=${encodeURIComponent(query.trim())}`,
      messages,
    });
    setIsBusy(false);
    if (!outcome.ok) {
      setProblem(outcome.issues[0]?.message ?? text.failed);
      return;
    }
    setResults(outcome.data.items);
    requestAnimationFrame(() => resultsRef.current?.focus());
  }

  return (
    <section className="form-section" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.sectionTitle}>
        {text.title}
      </h2>
      <p className="muted">{text.lead}</p>
      {isUnknown && <Alert tone="warning">{text.unknown}</Alert>}
      <form className="toolbar" onSubmit={search}>
        <label htmlFor={inputId} className="visually-hidden">
          {text.search}
        </label>
        <input
          id={inputId}
          className="input"
          type="search"
          placeholder={text.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="secondary" isBusy={isBusy}>
          {isBusy ? text.searching : text.searchButton}
        </Button>
      </form>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div ref={resultsRef} tabIndex={-1} aria-live="polite">
        {results?.length === 0 && <p>{text.none}</p>}
        {results && results.length > 0 && (
          <ul className={styles.pickList}>
            {results.map((merchant) => (
              <li key={merchant.id}>
                <Button
                  variant="secondary"
                  onClick={() => router.push(`${pathname}?merchant=${merchant.id}`)}
                >
                  {text.pick(merchant.name)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
