import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { Brand } from "@/components/ui/brand";
import styles from "./signup.module.css";

export function SignupHeader() {
  return (
    <div className={styles.topbar}>
      <Brand />
      <LanguageSwitcher />
    </div>
  );
}
