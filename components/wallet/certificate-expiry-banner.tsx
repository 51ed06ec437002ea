import Link from "next/link";
import { formatDate } from "@/components/i18n/format";
import { Alert } from "@/components/ui/alert";
import { WALLET_MESSAGES } from "@/components/wallet/i18n/messages";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { certificateStateOf } from "@/lib/services/wallet/certificates/certificate-dto";
import { findCertificateRows } from "@/lib/services/wallet/certificates/list-pass-certificates";
import styles from "./wallet.module.css";

/**
 * A warning at the top of the dashboard's first page when an Apple certificate expires within 30 days or has
 * expired: one query by merchant, nothing rendered otherwise.
 */
export async function CertificateExpiryBanner({ merchantId }: { merchantId: string }) {
  const now = new Date();
  const due = (await findCertificateRows({ merchantId }))
    .map((row) => ({ row, state: certificateStateOf(row.notAfter, now) }))
    .filter(({ state }) => state !== "configured");
  if (due.length === 0) return null;
  const language = await getRequestLanguage();
  const t = (await getServerMessages(WALLET_MESSAGES)).banner;
  return (
    <div className={styles.banner} data-testid="certificate-expiry-banner">
      <Alert tone={due.some(({ state }) => state === "expired") ? "error" : "warning"}>
        {due.map(({ row, state }) => (
          <p key={row.passTypeIdentifier}>
            {t[state === "expired" ? "expired" : "expiring"](
              row.passTypeIdentifier,
              formatDate(row.notAfter, language),
            )}
          </p>
        ))}
        <p>
          <Link href="/settings/wallet">{t.action}</Link>
        </p>
      </Alert>
    </div>
  );
}
