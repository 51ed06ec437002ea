import type { ReactNode } from "react";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { PUBLIC_MESSAGES } from "@/components/public/i18n/messages";
import styles from "@/components/public/public.module.css";
import { getServerMessages } from "@/lib/i18n/server-messages";

/**
 * The customer's pages (join page, card page): the merchant's program is the brand here, so the frame holds only
 * the language choice and a quiet footer. Nothing in this group imports dashboard code
 * (components/public/public-imports.test.ts).
 */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const t = await getServerMessages(PUBLIC_MESSAGES);
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        <LanguageSwitcher />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>{t.layout.poweredBy}</footer>
    </div>
  );
}
