import type { ReactNode } from "react";
import { AuthTopbar } from "@/components/auth/auth-topbar";

/** The signed-out pages' shell (sign-in, signup, password pages, legal texts): one centred card under the brand. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <AuthTopbar />
        {children}
      </div>
    </main>
  );
}
