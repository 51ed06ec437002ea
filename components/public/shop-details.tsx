import type { PublicMessages } from "./i18n/messages";
import styles from "./public.module.css";

type ShopDetailsProps = {
  address: string | null;
  openingHours: string | null;
  privacyUrl: string | null;
  t: PublicMessages["card"]["shop"];
};

/** Where and when the shop is, and its privacy notice: each only when the program says it. */
export function ShopDetails({ address, openingHours, privacyUrl, t }: ShopDetailsProps) {
  if (!address && !openingHours && !privacyUrl) return null;
  return (
    <section className={styles.panel} aria-labelledby="shop-heading">
      <h2 id="shop-heading">{t.heading}</h2>
      {(address || openingHours) && (
        <dl className={styles.shopFacts}>
          {address && (
            <div>
              <dt>{t.address}</dt>
              <dd className={styles.prose} data-testid="shop-address">
                {address}
              </dd>
            </div>
          )}
          {openingHours && (
            <div>
              <dt>{t.openingHours}</dt>
              <dd className={styles.prose} data-testid="shop-hours">
                {openingHours}
              </dd>
            </div>
          )}
        </dl>
      )}
      {privacyUrl && (
        <p className={styles.prose}>
          <a href={privacyUrl} rel="noopener noreferrer">
            {t.privacy}
          </a>
        </p>
      )}
    </section>
  );
}
