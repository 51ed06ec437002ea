"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useLayoutEffect, useRef, useState, useTransition } from "react";
import { setActingMerchant } from "@/components/api/dashboard-fetch";
import { stopActing } from "@/components/dashboard/acting-for-actions";
import { MerchantSwitcher } from "@/components/dashboard/merchant-switcher";
import { de } from "@/components/dashboard/staff-i18n/de";
import { en } from "@/components/dashboard/staff-i18n/en";
import { useMessages } from "@/components/i18n/language-context";
import { Button } from "@/components/ui/button";
import styles from "./staff.module.css";

type ActingMerchant = { id: string; name: string; ownerEmail: string | null };

/**
 * A labelled region in the staff colours (never the merchant's own look) naming the merchant and its owner,
 * with "Switch merchant" (the search, inline, so it works at 375 px) and "Stop acting".
 */
export function StaffBannerView({
  merchant,
  isUnknown,
}: {
  merchant: ActingMerchant | null;
  isUnknown: boolean;
}) {
  const t = useMessages({ en, de }).banner;
  const router = useRouter();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isStopping, startStopping] = useTransition();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shownId = useRef(merchant?.id ?? null);
  const merchantId = merchant?.id ?? null;

  // Before any click handler of the page can call the API: requests act for the merchant this page shows.
  useLayoutEffect(() => setActingMerchant(merchantId), [merchantId]);

  // After a switch or stop, focus moves to the new status so a screen reader says whom staff now act for.
  useEffect(() => {
    if (shownId.current === merchantId) return;
    shownId.current = merchantId;
    setIsOpen(false);
    statusRef.current?.focus();
  }, [merchantId]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [isOpen]);

  return (
    <section className={styles.banner} aria-label={t.label} data-acting={merchant ? "true" : "false"}>
      <div className={styles.bannerRow}>
        <span className={styles.badge}>{t.badge}</span>
        <p ref={statusRef} tabIndex={-1} className={styles.status}>
          {merchant ? (
            <>
              <strong>{t.actingFor(merchant.name)}</strong>{" "}
              <span className={styles.owner}>
                ({merchant.ownerEmail ? t.owner(merchant.ownerEmail) : t.noOwner})
              </span>
            </>
          ) : isUnknown ? (
            t.unknown
          ) : (
            t.notActing
          )}
        </p>
        <div className={styles.bannerActions}>
          <Button
            ref={toggleRef}
            variant="secondary"
            size="small"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {merchant ? t.switch : t.choose}
          </Button>
          {merchant && (
            <Button
              variant="secondary"
              size="small"
              isBusy={isStopping}
              onClick={() =>
                startStopping(async () => {
                  await stopActing();
                  router.refresh();
                })
              }
            >
              {t.stop}
            </Button>
          )}
        </div>
      </div>
      <div id={panelId} hidden={!isOpen} className={styles.panel}>
        {isOpen && <MerchantSwitcher />}
      </div>
    </section>
  );
}
