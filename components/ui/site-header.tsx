import { Brand } from "@/components/ui/brand";
import { ButtonLink } from "@/components/ui/button";

/** Header of the public pages: brand, API docs and the way in. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand />
        <nav aria-label="Main" className="site-nav">
          <ButtonLink href="/docs" variant="ghost" size="small">
            API docs
          </ButtonLink>
          <ButtonLink href="/signin" variant="secondary" size="small">
            Sign in
          </ButtonLink>
          <ButtonLink href="/signup" size="small">
            Sign up
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
