import type { Metadata } from "next";
import { Brand } from "@/components/ui/brand";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Brand />
        <div className="card">
          <h1>Page not found</h1>
          <p>The page you asked for does not exist, or it belongs to another account.</p>
          <ButtonLink href="/">Go to the home page</ButtonLink>
        </div>
      </div>
    </main>
  );
}
