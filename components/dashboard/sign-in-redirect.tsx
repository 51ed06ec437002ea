"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { signInPath } from "@/components/auth/callback-url";

/** Sends a signed-out visitor to sign in and back to the exact page (a layout cannot know the path). */
export function SignInRedirect() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const target = signInPath(query ? `${pathname}?${query}` : pathname);

  useEffect(() => {
    router.replace(target);
  }, [router, target]);

  return (
    <main id="main" className="auth-page">
      <p>
        You need to sign in to see this page. <Link href={target}>Sign in</Link>
      </p>
    </main>
  );
}
