import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { Brand } from "@/components/ui/brand";
import { ButtonLink } from "@/components/ui/button";
import { getServerMessages } from "@/lib/i18n/server-messages";

/** Header of the public pages: brand, API docs, the way in and the language choice. */
export async function SiteHeader() {
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).site;
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand />
        <nav aria-label={t.mainNav} className="site-nav">
          <ButtonLink href="/docs" variant="ghost" size="small">
            {t.docs}
          </ButtonLink>
          <ButtonLink href="/signin" variant="secondary" size="small">
            {t.signIn}
          </ButtonLink>
          <ButtonLink href="/signup" size="small">
            {t.signUp}
          </ButtonLink>
          <LanguageSwitcher />
        </nav>
      </div>
    </header>
  );
}
