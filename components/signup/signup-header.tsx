import { Brand } from "@/components/ui/brand";
import { LanguageSwitcher } from "./language-switcher";
import styles from "./signup.module.css";

export function SignupHeader() {
  return (
    <div className={styles.topbar}>
      <Brand />
      <LanguageSwitcher />
    </div>
  );
}
