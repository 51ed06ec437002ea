import { PUBLIC_MESSAGES } from "@/components/public/i18n/messages";
import styles from "@/components/public/public.module.css";
import { getServerMessages } from "@/lib/i18n/server-messages";

/** An unknown, deleted, archived or gift-card program: its join link takes nobody (answered with 404). */
export default async function JoinClosed() {
  const t = await getServerMessages(PUBLIC_MESSAGES);
  return (
    <>
      <h1 className={styles.title}>{t.join.closed.title}</h1>
      <p className={styles.prose}>{t.join.closed.body}</p>
    </>
  );
}
