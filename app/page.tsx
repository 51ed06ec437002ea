import { ButtonLink } from "@/components/ui/button";
import { SiteHeader } from "@/components/ui/site-header";

const FEATURES = [
  {
    title: "Apple Wallet and Google Wallet passes",
    text: "Every program is delivered as a wallet pass your customers add in one tap — no app to install, updates pushed to the lock screen.",
  },
  {
    title: "Loyalty programs your way",
    text: "Stamp cards, tiered memberships and special offers: set points for sign-up, installs, scans and referrals, and name your own currency.",
  },
  {
    title: "Gift cards (coming next)",
    text: "Run gift-card programs as passes, with the balance always visible in the customer’s wallet.",
  },
  {
    title: "A REST API for partners",
    text: "Everything in the dashboard is available over a versioned /v2 JSON API with bearer tokens and a published OpenAPI document.",
  },
  {
    title: "GDPR tools built in",
    text: "Choose how long deleted data is retained per program; erasure requests for gift-card customers with a single call are coming next.",
  },
  {
    title: "Works with your scanners",
    text: "Validate passes in the browser, with PassVerifier or with CodeReadr — whatever your staff already use at the counter.",
  },
] as const;

function PassPreview() {
  return (
    <div className="pass-preview" role="img" aria-label="Example loyalty pass showing 240 points">
      <div className="pass-preview__row">
        <strong>Demo Coffee Roasters</strong>
        <span>Gold member</span>
      </div>
      <p className="pass-preview__points">240 beans</p>
      <div className="pass-preview__row">
        <span>Next reward at 300</span>
        <span>Scan to collect</span>
      </div>
      <div className="pass-preview__code" />
    </div>
  );
}

export default function LandingPage() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="container">
        <section className="hero" aria-labelledby="hero-title">
          <div>
            <h1 id="hero-title">Loyalty cards and gift cards that live in your customers’ wallets</h1>
            <p className="hero__lead">
              LoyaltyPass lets shops run loyalty and gift-card programs delivered as Apple Wallet and Google
              Wallet passes — managed from a simple dashboard or from your own systems through our REST API.
            </p>
            <div className="hero__actions">
              <ButtonLink href="/signup">Sign up</ButtonLink>
              <ButtonLink href="/signin" variant="secondary">
                Sign in
              </ButtonLink>
              <ButtonLink href="/docs" variant="ghost">
                Read the API docs
              </ButtonLink>
            </div>
          </div>
          <PassPreview />
        </section>
        <section aria-labelledby="features-title">
          <h2 id="features-title" className="visually-hidden">
            Features
          </h2>
          <div className="features">
            {FEATURES.map((feature) => (
              <article key={feature.title} className="card feature">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </article>
            ))}
          </div>
        </section>
      </main>
      <footer className="site-footer">
        <div className="container">© LoyaltyPass · Wallet passes for loyalty and gift cards</div>
      </footer>
    </>
  );
}
