"use client";

import { useEffect, useState } from "react";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import type { ScannerProgram } from "@/components/scanner/scanner-program";
import { bestPromotion } from "@/lib/promotions/best-promotion";
import styles from "./scanner.module.css";

const TICK_MS = 30_000;

/**
 * "2× points — Happy hour": the promotion a scan earns under now (decision 051), chosen as the ledger chooses,
 * on the counter's clock. Read after mounting and every 30 s, so a happy hour starting appears on its own.
 */
export function PromotionBanner({ program, t }: { program: ScannerProgram; t: ScannerMessages }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const { promotions, pointName } = program;
  const running = now && promotions ? bestPromotion(promotions.windows, now, promotions.forPoints) : null;
  if (!running) return null;
  const text = running.multiplier
    ? t.promotion.multiplier(running.multiplier, running.name, pointName)
    : t.promotion.bonus(running.bonusPoints ?? 0, running.name, pointName);
  return (
    <p className={styles.promotion} data-testid="scanner-promotion">
      {text}
    </p>
  );
}
