"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { actForMerchant } from "@/components/dashboard/acting-for-actions";
import { de } from "@/components/dashboard/staff-i18n/de";
import { en } from "@/components/dashboard/staff-i18n/en";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";

type LinkedMerchant = { id: string; name: string; ownerEmail: string | null };

/**
 * A link with `?merchant=<id>` (older bookmarks, shared links) asks support staff before it changes whom
 * they act for: following a link must not silently move every page to another merchant.
 */
export function LinkedMerchantPrompt({
  merchant,
  cleanHref,
}: {
  merchant: LinkedMerchant | null;
  cleanHref: string;
}) {
  const t = useMessages({ en, de });
  const router = useRouter();
  const [hasFailed, setHasFailed] = useState(false);
  const [isSwitching, startSwitching] = useTransition();

  if (!merchant) {
    return (
      <Alert tone="warning" title={t.link.unknown}>
        <ButtonLink href={cleanHref} variant="secondary" size="small">
          {t.link.stay}
        </ButtonLink>
      </Alert>
    );
  }

  return (
    <Alert tone="warning" title={t.link.title(merchant.name)}>
      <p>
        {merchant.ownerEmail ? t.banner.owner(merchant.ownerEmail) : t.banner.noOwner}. {t.link.body}
      </p>
      {hasFailed && <p role="alert">{t.switcher.pickFailed}</p>}
      <div className="form-actions">
        <Button
          isBusy={isSwitching}
          onClick={() =>
            startSwitching(async () => {
              const outcome = await actForMerchant(merchant.id);
              if (!outcome.ok) return setHasFailed(true);
              router.replace(cleanHref);
            })
          }
        >
          {t.link.confirm(merchant.name)}
        </Button>
        <ButtonLink href={cleanHref} variant="secondary">
          {t.link.stay}
        </ButtonLink>
      </div>
    </Alert>
  );
}
