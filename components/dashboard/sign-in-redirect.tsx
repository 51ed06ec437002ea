"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { signInPath } from "@/components/auth/callback-url";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";

/** Sends a signed-out visitor to sign in and back to the exact page (a layout cannot know the path). */
export function SignInRedirect() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const t = useMessages(DASHBOARD_MESSAGES).signInRedirect;
  const query = searchParams.toString();
  const target = signInPath(query ? `${pathname}?${query}` : pathname);

  useEffect(() => {
    router.replace(target);
  }, [router, target]);

  return (
    <main id="main" className="auth-page">
      <p>
        {t.text} <Link href={target}>{t.link}</Link>
      </p>
    </main>
  );
}
