import { PUBLIC_MESSAGES } from "@/components/public/i18n/messages";
import styles from "@/components/public/public.module.css";
import { getServerMessages } from "@/lib/i18n/server-messages";

/** A dead gift-card link (replaced, erased, deleted, purged, never issued): said plainly, with the 404 status. */
export default async function GiftCardGone() {
  const t = await getServerMessages(PUBLIC_MESSAGES);
  return (
    <>
      <h1 className={styles.title}>{t.card.gone.title}</h1>
      <p className={styles.prose}>{t.card.gone.body}</p>
    </>
  );
}
