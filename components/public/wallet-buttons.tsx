import type { PublicMessages } from "./i18n/messages";
import styles from "./public.module.css";

/** A wallet drawn with a few shapes: Apple's artwork is not shipped with the app, and ours must not pose as it. */
function WalletGlyph({ stripes }: { stripes: readonly string[] }) {
  return (
    <svg className={styles.walletGlyph} viewBox="0 0 32 26" aria-hidden="true" focusable="false">
      {stripes.map((colour, index) => (
        <rect key={colour} x="3" y={2 + index * 3.5} width="26" height="8" rx="2.5" fill={colour} />
      ))}
      <rect x="1" y="11" width="30" height="14" rx="3.5" fill="#d0d5dd" />
      <rect x="1" y="11" width="30" height="14" rx="3.5" fill="none" stroke="#fff" strokeOpacity="0.6" />
    </svg>
  );
}

const APPLE_STRIPES = ["#3b82f6", "#22c55e", "#f59e0b", "#ef4444"] as const;
const GOOGLE_STRIPES = ["#4285f4", "#34a853", "#fbbc04", "#ea4335"] as const;

/**
 * The card page's wallet buttons, side by side on a phone. "Add to Apple Wallet" is always there (every pass is
 * signed: with the merchant's certificate or the development chain): a plain link to `<card>/pass`, which answers
 * the signed `.pkpass`. "Add to Google Wallet" shows only when Google Wallet is configured for the merchant (no
 * dead links): it posts to `<card>/google-wallet`, which makes the save link (decision 022) and sends the browser
 * on to Google. Apple's first, as Apple's guidelines ask.
 */
export function WalletButtons({
  cardPath,
  hasGoogleWallet,
  t,
}: {
  /** `/m/<token>` or `/g/<token>`. */
  cardPath: string;
  hasGoogleWallet: boolean;
  t: PublicMessages["card"]["wallet"];
}) {
  return (
    <section className={styles.panel} aria-labelledby="wallet-heading" data-wallet-buttons="">
      <h2 id="wallet-heading">{t.heading}</h2>
      <div className={styles.walletButtons}>
        <a className={styles.walletBadge} href={`${cardPath}/pass`} data-apple-wallet="">
          <WalletGlyph stripes={APPLE_STRIPES} />
          <span>{t.apple}</span>
        </a>
        {hasGoogleWallet && (
          <form method="post" action={`${cardPath}/google-wallet`}>
            <button type="submit" className={styles.walletBadge}>
              <WalletGlyph stripes={GOOGLE_STRIPES} />
              <span>{t.google}</span>
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
