import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { Brand } from "@/components/ui/brand";
import styles from "./auth-topbar.module.css";

/** The signed-out pages' top: the brand and the language choice, before anything is read. */
export function AuthTopbar() {
  return (
    <div className={styles.topbar}>
      <Brand />
      <LanguageSwitcher />
    </div>
  );
}
