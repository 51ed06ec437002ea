"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
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
      Sign out
    </Button>
  );
}
