"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { stopActing } from "@/components/dashboard/acting-for-actions";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { forgetKeptScanner } from "@/components/scanner/offline/forget-kept-scanner";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  const t = useMessages(DASHBOARD_MESSAGES).account;
  const [isSigningOut, setIsSigningOut] = useState(false);
  return (
    <Button
      variant="secondary"
      size="small"
      isBusy={isSigningOut}
      onClick={() => {
        setIsSigningOut(true);
        // Whoever signs in next in this browser starts without a staff member's merchant choice.
        // The scanner page kept for offline use shows the merchant's programs: it goes too (decision 054).
        void Promise.all([stopActing(), forgetKeptScanner()]).finally(() =>
          signOut({ callbackUrl: "/signin" }),
        );
      }}
    >
      {t.signOut}
    </Button>
  );
}
