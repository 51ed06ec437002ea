"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
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
        void signOut({ callbackUrl: "/signin" });
      }}
    >
      {t.signOut}
    </Button>
  );
}
