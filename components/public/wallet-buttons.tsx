import type { PublicMessages } from "./i18n/messages";
import styles from "./public.module.css";

/**
 * The place for the wallet buttons on the card page. "Add to Google Wallet" shows only when Google Wallet is
 * configured for the merchant (no dead links): it posts to `/m/<token>/google-wallet`, which makes the save link
 * (decision 022) and sends the browser on to Google.
 */
export function WalletButtons({
  token,
  hasGoogleWallet,
  t,
}: {
  token: string;
  hasGoogleWallet: boolean;
  t: PublicMessages["card"]["wallet"];
}) {
  // APPLE WALLET SLOT (issue 18): the Apple pass work adds `hasAppleWallet` and an "Add to Apple Wallet" link
  // (`/m/<token>/apple-wallet`, answering the signed .pkpass) here, first in the list, as Apple asks.
  const hasAnyWallet = hasGoogleWallet;
  if (!hasAnyWallet) return null;
  return (
    <section className={styles.panel} aria-labelledby="wallet-heading" data-wallet-buttons="">
      <h2 id="wallet-heading">{t.heading}</h2>
      <div className={styles.walletButtons}>
        {hasGoogleWallet && (
          <form method="post" action={`/m/${encodeURIComponent(token)}/google-wallet`}>
            <button type="submit" className="button button--primary">
              {t.google}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
