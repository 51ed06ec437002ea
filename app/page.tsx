import { DASHBOARD_MESSAGES, type DashboardMessages } from "@/components/dashboard/i18n/messages";
import { ButtonLink } from "@/components/ui/button";
import { SiteHeader } from "@/components/ui/site-header";
import { getServerMessages } from "@/lib/i18n/server-messages";

function PassPreview({ t }: { t: DashboardMessages["home"]["preview"] }) {
  return (
    <div className="pass-preview" role="img" aria-label={t.label}>
      <div className="pass-preview__row">
        <strong>Demo Coffee Roasters</strong>
        <span>{t.member}</span>
      </div>
      <p className="pass-preview__points">{t.points}</p>
      <div className="pass-preview__row">
        <span>{t.next}</span>
        <span>{t.scan}</span>
      </div>
      <div className="pass-preview__code" />
    </div>
  );
}

export default async function LandingPage() {
  const messages = await getServerMessages(DASHBOARD_MESSAGES);
  const t = messages.home;
  return (
    <>
      <SiteHeader />
      <main id="main" className="container">
        <section className="hero" aria-labelledby="hero-title">
          <div>
            <h1 id="hero-title">{t.title}</h1>
            <p className="hero__lead">{t.lead}</p>
            <div className="hero__actions">
              <ButtonLink href="/signup">{messages.site.signUp}</ButtonLink>
              <ButtonLink href="/signin" variant="secondary">
                {messages.site.signIn}
              </ButtonLink>
              <ButtonLink href="/docs" variant="ghost">
                {t.readDocs}
              </ButtonLink>
            </div>
          </div>
          <PassPreview t={t.preview} />
        </section>
        <section aria-labelledby="features-title">
          <h2 id="features-title" className="visually-hidden">
            {t.featuresHeading}
          </h2>
          <div className="features">
            {t.features.map((feature) => (
              <article key={feature.title} className="card feature">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </article>
            ))}
          </div>
        </section>
      </main>
      <footer className="site-footer">
        <div className="container">© LoyaltyPass · {t.footer}</div>
      </footer>
    </>
  );
}
