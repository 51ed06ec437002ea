import type { PublicMessages } from "./i18n/messages";
import styles from "./public.module.css";
import { type WalletPlatform, walletOrderOf } from "./wallet-order";

/** A wallet drawn with a few shapes: the vendors' artwork is not shipped with the app (decision 035), and ours must not pose as it. */
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

type Messages = PublicMessages["card"]["wallet"];

/** Apple's badge: a link to the signed `.pkpass`, its label in two lines as Apple's web badge has it. */
function AppleBadge({ cardPath, t }: { cardPath: string; t: Messages }) {
  const [small, large] = t.appleLines;
  return (
    <a
      className={`${styles.walletBadge} ${styles.appleBadge}`}
      href={`${cardPath}/pass`}
      aria-label={t.apple}
      data-apple-wallet=""
    >
      <WalletGlyph stripes={APPLE_STRIPES} />
      <span className={styles.badgeLines} aria-hidden="true">
        <span className={styles.badgeSmall}>{small}</span>
        <span>{large}</span>
      </span>
    </a>
  );
}

function GoogleBadge({ cardPath, t }: { cardPath: string; t: Messages }) {
  return (
    <form method="post" action={`${cardPath}/google-wallet`}>
      <button type="submit" className={`${styles.walletBadge} ${styles.googleBadge}`} data-google-wallet="">
        <WalletGlyph stripes={GOOGLE_STRIPES} />
        <span>{t.google}</span>
      </button>
    </form>
  );
}

/** No Apple button for a pass no iPhone accepts (development chain only): it says so, and offers the file as a preview. */
function ApplePreview({ cardPath, t }: { cardPath: string; t: Messages }) {
  return (
    <div className={styles.walletPreview} data-apple-preview="">
      <p>
        <strong>{t.preview.title}</strong>
      </p>
      <p>{t.preview.body}</p>
      <p>
        <a href={`${cardPath}/pass`} download>
          {t.preview.download}
        </a>
      </p>
    </div>
  );
}

/**
 * The card page's wallet buttons, side by side on a phone, the phone's own wallet first (`platform`, from the
 * request's User-Agent on the server; Apple's first elsewhere). "Add to Apple Wallet" only when the pass is
 * signed for real (the merchant's certificate or the service's, decision 028): a plain link to `<card>/pass`.
 * A pass signed by the development chain is offered as a labelled preview instead. "Add to Google Wallet" only
 * when Google Wallet is configured for the merchant: it posts to `<card>/google-wallet`, which makes the save
 * link (decision 022) and sends the browser on to Google.
 */
export function WalletButtons({
  cardPath,
  hasGoogleWallet,
  isApplePreview,
  platform,
  t,
}: {
  /** `/m/<token>` or `/g/<token>`. */
  cardPath: string;
  hasGoogleWallet: boolean;
  /** The Apple pass is signed by the development chain only: no device accepts it. */
  isApplePreview: boolean;
  platform: WalletPlatform;
  t: Messages;
}) {
  const buttons = walletOrderOf(platform).flatMap((wallet) => {
    if (wallet === "google")
      return hasGoogleWallet ? [<GoogleBadge key="google" cardPath={cardPath} t={t} />] : [];
    return isApplePreview ? [] : [<AppleBadge key="apple" cardPath={cardPath} t={t} />];
  });
  return (
    <section className={styles.panel} aria-labelledby="wallet-heading" data-wallet-buttons="">
      <h2 id="wallet-heading">{t.heading}</h2>
      {buttons.length > 0 && <div className={styles.walletButtons}>{buttons}</div>}
      {isApplePreview && <ApplePreview cardPath={cardPath} t={t} />}
    </section>
  );
}
